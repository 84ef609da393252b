import { startBenchSite } from './bench-site';
import { cpuSlowdownFor, cpuSlowdownOverride, defaultCpuSlowdown } from './cpu-calibration';
import { lighthouseRun } from './lighthouse-runner';
import { type LighthouseRun, summariseRuns } from './lighthouse-summary';
import { measurePageWeights } from './page-weight';
import type { RouteResult } from './report';
import { benchRoutes } from './targets';

type CpuSlowdown = Pick<RouteResult, 'cpuSlowdown' | 'cpuSlowdownFrom'>;

/** The CPU slowdown of every measured run: the override, or one uncounted run on `url` reads the host's benchmarkIndex. */
async function chooseCpuSlowdown(url: string, override: number | undefined): Promise<CpuSlowdown> {
  if (override !== undefined) {
    console.log(`▸ CPU slowdown ×${override} (BENCH_CPU_SLOWDOWN)`);
    return { cpuSlowdown: override, cpuSlowdownFrom: 'BENCH_CPU_SLOWDOWN' };
  }
  console.log('▸ Lighthouse calibration run (not counted)…');
  const { benchmarkIndex } = await lighthouseRun(url, defaultCpuSlowdown);
  const cpuSlowdown = cpuSlowdownFor(benchmarkIndex);
  const shown = Number.isFinite(benchmarkIndex) ? Math.round(benchmarkIndex) : 'n/a';
  console.log(`▸ host benchmarkIndex ${shown} → CPU slowdown ×${cpuSlowdown}`);
  return { cpuSlowdown, cpuSlowdownFrom: 'benchmarkIndex' };
}

/**
 * Page weight and Lighthouse figures of every bench route on a freshly started production site, all runs at one
 * CPU slowdown (env BENCH_CPU_SLOWDOWN, or derived from the host's benchmarkIndex).
 */
export async function benchPages(runs: number): Promise<RouteResult[]> {
  const override = cpuSlowdownOverride(process.env.BENCH_CPU_SLOWDOWN);
  const site = await startBenchSite();
  try {
    console.log('▸ page weight (cold loads)…');
    const weights = await measurePageWeights(benchRoutes.map((route) => site.url(route)));
    const slowdown = await chooseCpuSlowdown(site.url(benchRoutes[0]), override);
    const results: RouteResult[] = [];
    for (const [index, route] of benchRoutes.entries()) {
      const weight = weights[index];
      if (!weight) throw new Error(`no page weight for ${route}`);
      const lighthouseRuns: LighthouseRun[] = [];
      for (let run = 1; run <= runs; run += 1) {
        console.log(`▸ Lighthouse ${route} (${run}/${runs}, CPU ×${slowdown.cpuSlowdown})…`);
        lighthouseRuns.push(await lighthouseRun(site.url(route), slowdown.cpuSlowdown));
      }
      results.push({ route, weight, lighthouse: summariseRuns(lighthouseRuns), ...slowdown });
    }
    return results;
  } finally {
    await site.stop();
  }
}
