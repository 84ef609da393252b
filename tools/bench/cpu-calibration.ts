import { median } from './stats';

/** Lighthouse's default CPU slowdown (its mobile profile, `throttling.cpuSlowdownMultiplier`). */
export const defaultCpuSlowdown = 4;

/**
 * benchmarkIndex → CPU slowdown, from the calibration Lighthouse's throttling docs refer to (the Lighthouse CPU
 * throttling calculator): 150 → 1×, 800 → 2×, 1300 → 3×, then one more step of slowdown per 233 points
 * (1533 → 4×, 2000 → 6×). Between the points the slowdown is linear.
 */
const calibrationPoints: readonly (readonly [index: number, slowdown: number])[] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
];

/** The CPU slowdown that brings this host down to Lighthouse's emulated phone, to one decimal; at least 1, 4 without an index. */
export function cpuSlowdownFor(benchmarkIndex: number | undefined): number {
  if (benchmarkIndex === undefined || !Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    return defaultCpuSlowdown;
  }
  const upper = calibrationPoints.findIndex(([index]) => benchmarkIndex < index);
  // Past the last point the last segment's slope goes on; below the first point the host is slower than any phone.
  if (upper === 0) return 1;
  const at = upper === -1 ? calibrationPoints.length - 1 : upper;
  const from = calibrationPoints[at - 1];
  const to = calibrationPoints[at];
  if (!from || !to) return defaultCpuSlowdown;
  const [fromIndex, fromSlowdown] = from;
  const [toIndex, toSlowdown] = to;
  const slowdown =
    fromSlowdown + ((benchmarkIndex - fromIndex) * (toSlowdown - fromSlowdown)) / (toIndex - fromIndex);
  return Math.round(slowdown * 10) / 10;
}

/**
 * How many uncounted Lighthouse runs read the host's benchmarkIndex before the measured ones. One is not enough: a
 * first run in a cold browser once read 1,251 on a host that reads 1,960–2,196 otherwise, and chose ×2.9 for ×6.
 */
export const calibrationRuns = 3;

/** The benchmarkIndex the slowdown is chosen from: the median of the readings that are numbers, if any. */
export function calibratedIndex(readings: readonly number[]): number | undefined {
  const read = readings.filter((reading) => Number.isFinite(reading) && reading > 0);
  return read.length === 0 ? undefined : median(read);
}

/** The highest benchmarkIndex the Lighthouse CPU throttling calculator's table covers; beyond it the slowdown is extrapolated. */
export const calculatorTableLimit = 2000;

/** Whether the host's benchmarkIndex lies inside the calculator's table, where its slowdown was calibrated. */
export function insideCalculatorTable(benchmarkIndex: number): boolean {
  return benchmarkIndex <= calculatorTableLimit;
}
