import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../launch/chromium';
import { freePort } from '../launch/free-port';
import { categoryIds, type LighthouseResultLike, type LighthouseRun, readRun } from './lighthouse-summary';
import { chromiumPath } from './machine';
import { retried } from './retried';

/** Audits whose code needs Node 22.19 or newer; they throw on older Node. */
export function auditsToSkip(version = process.versions.node): string[] {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const recent = major > 22 || (major === 22 && minor >= 19);
  return recent
    ? []
    : ['duplicated-javascript-insight', 'legacy-javascript-insight', 'third-parties-insight'];
}

/**
 * One Lighthouse run in a fresh Chromium: the mobile profile (simulated throttling) with the given CPU slowdown;
 * a failed recording is tried again.
 */
export async function lighthouseRun(url: string, cpuSlowdown: number, attempts = 3): Promise<LighthouseRun> {
  const run = await retried(() => lighthouseOnce(url, cpuSlowdown), attempts);
  if (run.cpuSlowdown !== cpuSlowdown) {
    throw new Error(`Lighthouse ran ${url} at CPU ×${run.cpuSlowdown}, not the ×${cpuSlowdown} asked for`);
  }
  return run;
}

const lighthouseOnce = async (url: string, cpuSlowdown: number): Promise<LighthouseRun> =>
  readRun(
    await lighthouseResult(url, {
      onlyCategories: [...categoryIds],
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    }),
  );

/**
 * Lighthouse's SEO category alone on one page (the mobile profile; no throttling changes it), in a fresh Chromium: its
 * score 0–100, the audits that cost points, and the host's benchmarkIndex. A failed recording is tried again.
 */
export async function seoRun(
  url: string,
): Promise<Pick<LighthouseRun, 'seo' | 'failing' | 'benchmarkIndex'>> {
  const { seo, failing, benchmarkIndex } = await retried(
    async () => readRun(await lighthouseResult(url, { onlyCategories: ['seo'] })),
    3,
  );
  return { seo, failing, benchmarkIndex };
}

/** One Lighthouse result of `url` with `flags`, in a fresh Chromium. */
async function lighthouseResult(
  url: string,
  flags: { onlyCategories: string[]; throttling?: { cpuSlowdownMultiplier: number } },
): Promise<LighthouseResultLike> {
  // The same launcher as the page-weight measure and the end-to-end tests; Lighthouse drives it over its port.
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
  });
  try {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      skipAudits: auditsToSkip(),
      ...flags,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    return lhr as unknown as LighthouseResultLike;
  } finally {
    await browser.close();
  }
}
