import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { colors } from 'shared-ui/colors';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** Distinct colours for the stacked lines, from the theme's and their neighbours. */
const palette = [
  colors.primary,
  colors.accent,
  colors.success,
  colors.danger,
  colors.focusRing,
  colors.borderStrong,
];

export interface SummaryChartProps {
  /** What the chart shows, read out in place of the picture (the numbers are in the table beside it). */
  label: string;
  /** The x-axis: one label per day. */
  days: string[];
  lines: { name: string; counts: number[] }[];
}

/** Leads per day as stacked bars, one colour per line; loaded only where «Сводка» shows it (Chart.js). */
export function SummaryChart({ label, days, lines }: SummaryChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const config: ChartConfiguration<'bar'> = {
      type: 'bar',
      data: {
        labels: days,
        datasets: lines.map((line, index) => ({
          label: line.name,
          data: line.counts,
          backgroundColor: palette[index % palette.length],
        })),
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } } },
        plugins: { legend: { position: 'bottom' } },
      },
    };
    const chart = new Chart(element, config);
    return () => chart.destroy();
  }, [days, lines]);
  return (
    <div css={{ position: 'relative', height: '18rem' }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
