import { readToolEnv } from '../env';
import { interleaved, type SiteSet } from './compare';
import { calibratedIndex, calibrationRuns, cpuSlowdownFor, defaultCpuSlowdown } from './cpu-calibration';
import { lighthouseRun } from './lighthouse-runner';
import { summariseRuns } from './lighthouse-summary';
import { measurePageWeights } from './page-weight';
import type { RouteResult } from './report';
import { benchRoutes } from './targets';

type CpuSlowdown = Pick<RouteResult, 'cpuSlowdown' | 'cpuSlowdownFrom'>;

/**
 * The CPU slowdown of every measured run: the override, or the median benchmarkIndex of a few uncounted runs on `url`.
 */
async function chooseCpuSlowdown(url: string, override: number | undefined): Promise<CpuSlowdown> {
  if (override !== undefined) {
    console.log(`▸ CPU slowdown ×${override} (BENCH_CPU_SLOWDOWN)`);
    return { cpuSlowdown: override, cpuSlowdownFrom: 'BENCH_CPU_SLOWDOWN' };
  }
  const readings: number[] = [];
  for (let run = 1; run <= calibrationRuns; run += 1) {
    console.log(`▸ Lighthouse calibration run ${run}/${calibrationRuns} (not counted)…`);
    readings.push((await lighthouseRun(url, defaultCpuSlowdown)).benchmarkIndex);
  }
  const benchmarkIndex = calibratedIndex(readings);
  const cpuSlowdown = cpuSlowdownFor(benchmarkIndex);
  const shown = readings
    .map((reading) => (Number.isFinite(reading) ? Math.round(reading) : 'n/a'))
    .join(', ');
  console.log(
    `▸ host benchmarkIndex ${shown} → median ${benchmarkIndex ?? 'n/a'} → CPU slowdown ×${cpuSlowdown}`,
  );
  return { cpuSlowdown, cpuSlowdownFrom: 'benchmarkIndex' };
}

/**
 * Page weight and Lighthouse figures of every bench route, all runs at one CPU slowdown (env BENCH_CPU_SLOWDOWN, or
 * derived from the host's benchmarkIndex); with a base, its site is weighed too and its Lighthouse runs alternate
 * with this worktree's.
 */
export async function benchPages(sites: SiteSet, runs: number): Promise<RouteResult[]> {
  const override = readToolEnv().BENCH_CPU_SLOWDOWN;
  console.log('▸ page weight (cold loads)…');
  const weights = await measurePageWeights(benchRoutes.map((route) => sites.after.url(route)));
  const { before } = sites;
  const baseWeights = before
    ? await measurePageWeights(benchRoutes.map((route) => before.url(route)))
    : undefined;
  const slowdown = await chooseCpuSlowdown(sites.after.url(benchRoutes[0]), override);
  const results: RouteResult[] = [];
  for (const [index, route] of benchRoutes.entries()) {
    const weight = weights[index];
    if (!weight) throw new Error(`no page weight for ${route}`);
    const lighthouseRuns = await interleaved(sites, runs, (site, side, run) => {
      console.log(`▸ Lighthouse ${route} (${side}, ${run}/${runs}, CPU ×${slowdown.cpuSlowdown})…`);
      return lighthouseRun(site.url(route), slowdown.cpuSlowdown);
    });
    const baseWeight = baseWeights?.[index];
    results.push({
      route,
      weight,
      lighthouse: summariseRuns(lighthouseRuns.after),
      ...slowdown,
      ...(baseWeight && lighthouseRuns.before
        ? { base: { weight: baseWeight, lighthouse: summariseRuns(lighthouseRuns.before) } }
        : {}),
    });
  }
  return results;
}
