import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { chromiumArgs } from '../launch/chromium';
import { interleaved, mapSides, medianOf, type Sided, type SiteSet } from './compare';
import { chromiumPath } from './machine';
import { pageScript } from './page-script';
import { retried } from './retried';
import { interactionCpuSlowdown, throttle } from './throttling';

/** A page's primary button and the dialog it opens (as the end-to-end specs name them). */
export interface InteractionScenario {
  route: string;
  button: string;
  dialog: string;
}

/** The first order button of each page with plans or packs: on `/` it sits in the tariffs section, far down. */
export const interactionScenarios: readonly InteractionScenario[] = [
  { route: '/', button: 'Выбрать тариф POPULAR', dialog: 'Заявка на тариф POPULAR' },
  { route: '/pricing', button: 'Выбрать тариф POPULAR', dialog: 'Заявка на тариф POPULAR' },
  { route: '/digital', button: 'Выбрать пакет PRO PACK', dialog: 'Заявка на пакет PRO PACK' },
];

/** When the visitor taps: as soon as the load event fired, or already at DOMContentLoaded. */
export type TapMoment = 'load' | 'domcontentloaded';

/** One tap: the Event Timing duration of its slowest event, and the time from the tap until the dialog was painted. */
export interface TapRun {
  eventMs: number;
  tapToDialogMs: number;
}

export interface TapSummary {
  eventMs: number;
  tapToDialogMs: number;
  runs: number;
}

export interface InteractionResult {
  route: string;
  button: string;
  afterLoad: Sided<TapSummary>;
  afterDomContentLoaded: Sided<TapSummary>;
}

/** What the page keeps of the tap, read once the dialog is painted. */
interface TapRecord {
  tapAt?: number;
  dialogAt?: number;
  durations: Record<string, number>;
  firstInput?: number;
}

declare global {
  interface Window {
    __benchTap?: TapRecord;
  }
}

/**
 * Runs in every document before its own scripts: keeps the tap's time (the pointerdown's timestamp), the Event Timing
 * durations of pointerdown, pointerup and click (and first-input's, reported even under 16 ms), and the time of the
 * task after the first frame that showed the dialog (a rAF, then a message: the frame has been painted).
 */
function recordTap(dialogName: string) {
  const record: TapRecord = { durations: {} };
  window.__benchTap = record;
  const shown = () =>
    [...document.querySelectorAll('dialog, [role="dialog"]')].some(
      (dialog) =>
        dialog.textContent?.includes(dialogName) &&
        dialog.checkVisibility({ visibilityProperty: true }) &&
        dialog.getBoundingClientRect().width > 0,
    );
  const painted = () => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      record.dialogAt ??= performance.now();
    };
    channel.port2.postMessage(null);
  };
  const watch = () => (shown() ? painted() : requestAnimationFrame(watch));
  addEventListener(
    'pointerdown',
    (event) => {
      if (record.tapAt !== undefined) return;
      record.tapAt = event.timeStamp;
      requestAnimationFrame(watch);
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (['pointerdown', 'pointerup', 'click'].includes(entry.name))
        record.durations[entry.name] = Math.max(record.durations[entry.name] ?? 0, entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.firstInput ??= entry.duration;
  }).observe({ type: 'first-input', buffered: true });
}

/** The slowest of the tap's Event Timing durations (events under 16 ms are not reported: first-input stands for them). */
export function tapEventMs({ durations, firstInput }: Pick<TapRecord, 'durations' | 'firstInput'>): number {
  return Math.max(firstInput ?? 0, ...Object.values(durations));
}

/** Scrolls with the mouse wheel until `target` sits in the middle of the viewport, as a visitor brings it into view. */
export async function wheelIntoView(page: Page, target: Locator): Promise<{ x: number; y: number }> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  let previous: number | undefined;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const box = await target.boundingBox();
    if (!box) throw new Error('the target has no box');
    const inView = box.y >= 0 && box.y + box.height <= viewport.height;
    if (inView && box.y === previous) return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    if (!inView) await page.mouse.wheel(0, box.y + box.height / 2 - viewport.height / 2);
    previous = box.y;
  }
  throw new Error('the target did not come to rest in view');
}

/**
 * One cold visit at 4× CPU on Lighthouse's slow 4G: waits for `moment`, wheels the button into view, taps it (a
 * pointer click at its centre) and waits for its dialog.
 */
export async function tapOnce(
  browser: Browser,
  url: string,
  scenario: InteractionScenario,
  moment: TapMoment,
): Promise<TapRun> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await throttle(await context.newCDPSession(page), interactionCpuSlowdown, 'slow4G');
    await page.addInitScript({ content: pageScript(recordTap, scenario.dialog) });
    const response = await page.goto(url, { waitUntil: moment, timeout: 120_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    const button = page.getByRole('button', { name: scenario.button, exact: true }).first();
    const { x, y } = await wheelIntoView(page, button);
    await page.mouse.click(x, y);
    await page.getByRole('dialog', { name: scenario.dialog }).waitFor({ state: 'visible', timeout: 120_000 });
    const handle = await page.waitForFunction(
      () => {
        const record = window.__benchTap;
        return record?.dialogAt !== undefined && record.firstInput !== undefined ? record : undefined;
      },
      undefined,
      { timeout: 60_000 },
    );
    const record = (await handle.jsonValue()) as TapRecord;
    return { eventMs: tapEventMs(record), tapToDialogMs: (record.dialogAt ?? 0) - (record.tapAt ?? 0) };
  } finally {
    await context.close();
  }
}

const summarise = (runs: readonly TapRun[]): TapSummary => ({
  eventMs: medianOf(runs.map((run) => run.eventMs)),
  tapToDialogMs: medianOf(runs.map((run) => run.tapToDialogMs)),
  runs: runs.length,
});

/** Each scenario tapped `runs` times after load and `runs` times after DOMContentLoaded on each site, interleaved. */
export async function benchInteractions(sites: SiteSet, runs: number): Promise<InteractionResult[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const results: InteractionResult[] = [];
    for (const scenario of interactionScenarios) {
      const tap = (moment: TapMoment) =>
        interleaved(sites, runs, (site, side, run) => {
          console.log(`▸ tap on ${scenario.route} after ${moment} (${side}, ${run}/${runs})…`);
          return retried(() => tapOnce(browser, site.url(scenario.route), scenario, moment));
        });
      const afterLoad = mapSides(await tap('load'), summarise);
      const afterDomContentLoaded = mapSides(await tap('domcontentloaded'), summarise);
      results.push({ route: scenario.route, button: scenario.button, afterLoad, afterDomContentLoaded });
    }
    return results;
  } finally {
    await browser.close();
  }
}
