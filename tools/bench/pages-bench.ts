import { startBenchSite } from './bench-site';
import { lighthouseRun } from './lighthouse-runner';
import { type LighthouseRun, summariseRuns } from './lighthouse-summary';
import { measurePageWeights } from './page-weight';
import type { RouteResult } from './report';
import { benchRoutes } from './targets';

/** Page weight and Lighthouse figures of every bench route on a freshly started production site. */
export async function benchPages(runs: number): Promise<RouteResult[]> {
  const site = await startBenchSite();
  try {
    console.log('▸ page weight (cold loads)…');
    const weights = await measurePageWeights(benchRoutes.map((route) => site.url(route)));
    const results: RouteResult[] = [];
    for (const [index, route] of benchRoutes.entries()) {
      const weight = weights[index];
      if (!weight) throw new Error(`no page weight for ${route}`);
      const lighthouseRuns: LighthouseRun[] = [];
      for (let run = 1; run <= runs; run += 1) {
        console.log(`▸ Lighthouse ${route} (${run}/${runs})…`);
        lighthouseRuns.push(await lighthouseRun(site.url(route)));
      }
      results.push({ route, weight, lighthouse: summariseRuns(lighthouseRuns) });
    }
    return results;
  } finally {
    await site.stop();
  }
}
