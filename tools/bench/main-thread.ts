import { type Browser, type CDPSession, chromium } from 'playwright-core';
import { chromiumArgs } from '../launch/chromium';
import { interleaved, mapSides, medianOf, type Sided, type SiteSet } from './compare';
import { chromiumPath } from './machine';
import { retried } from './retried';
import { type LoadWork, quietRule, summariseLoad, type TraceEvent } from './trace-summary';

/**
 * The median of each of `LoadWork`'s figures over a route's loads (the quiet time of those that went quiet); `runs`
 * counts the loads and `notQuiet` those that never went quiet.
 */
export type LoadWorkSummary = { [Figure in keyof LoadWork]-?: number } & { runs: number; notQuiet: number };

export interface MainThreadResult {
  route: string;
  work: Sided<LoadWorkSummary>;
}

/** The median of each figure over the loads. */
export function summariseLoads(loads: readonly LoadWork[]): LoadWorkSummary {
  const of = (key: keyof LoadWork) => medianOf(loads.map((load) => load[key]));
  return {
    quietMs: of('quietMs'),
    taskMs: of('taskMs'),
    longTaskMs: of('longTaskMs'),
    blockingMs: of('blockingMs'),
    scriptMs: of('scriptMs'),
    scriptMsToLoad: of('scriptMsToLoad'),
    scriptRunBytes: of('scriptRunBytes'),
    runs: loads.length,
    notQuiet: loads.filter((load) => load.quietMs === undefined).length,
  };
}

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
];

/**
 * Waits until the page has been quiet a while longer than `quietRule` asks (3 s with no request in flight and less
 * than 40 ms of main-thread tasks, read from the Performance domain's TaskDuration), so that the trace holds the quiet
 * window; gives up after `limitMs`.
 */
export async function settle(cdp: CDPSession, inFlight: () => number, limitMs: number): Promise<void> {
  const spanMs = quietRule.windowMs + 1000;
  const samples: { at: number; taskSeconds: number; busy: boolean }[] = [];
  const started = Date.now();
  const deadline = started + limitMs;
  while (Date.now() < deadline) {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const taskSeconds = metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
    const at = Date.now();
    samples.push({ at, taskSeconds, busy: inFlight() > 0 });
    const first = samples.find((sample) => sample.at >= at - spanMs);
    if (first && at - started >= spanMs) {
      const window = samples.filter((sample) => sample.at >= first.at);
      if (!window.some((sample) => sample.busy) && taskSeconds - first.taskSeconds < 0.04) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * One cold load of `url` (fresh context, cache off, no throttling) traced until quiet, summarised with the document
 * as served (where its inline scripts are sized). The tab first shows the site's icon, so that the renderer process
 * of the site exists before tracing starts: a process the navigation starts while tracing is on may join the trace
 * late on a busy machine and miss the navigation.
 */
export async function traceLoad(browser: Browser, url: string, limitMs = 30_000): Promise<LoadWork> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(new URL('/favicon.svg', url).href);
    const cdp = await context.newCDPSession(page);
    const pending = new Set<string>();
    cdp.on('Network.requestWillBeSent', (event) => pending.add(event.requestId));
    cdp.on('Network.loadingFinished', (event) => pending.delete(event.requestId));
    cdp.on('Network.loadingFailed', (event) => pending.delete(event.requestId));
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Performance.enable');
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (event) => events.push(...(event.value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: categories, recordMode: 'recordAsMuchAsPossible' },
      transferMode: 'ReportEvents',
    });
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    await settle(cdp, () => pending.size, limitMs);
    await cdp.send('Tracing.end');
    await complete;
    return summariseLoad(events, page.url(), await response.text());
  } finally {
    await context.close();
  }
}

/** `runs` traced loads of every route on each site, interleaved; the medians per route and side. */
export async function benchMainThread(
  sites: SiteSet,
  routes: readonly string[],
  runs: number,
): Promise<MainThreadResult[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const results: MainThreadResult[] = [];
    for (const route of routes) {
      const loads = await interleaved(sites, runs, (site, side, run) => {
        console.log(`▸ main thread ${route} (${side}, ${run}/${runs})…`);
        return retried(() => traceLoad(browser, site.url(route)));
      });
      results.push({ route, work: mapSides(loads, summariseLoads) });
    }
    return results;
  } finally {
    await browser.close();
  }
}
