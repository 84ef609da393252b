import { type Browser, chromium } from 'playwright-core';
import { chromiumArgs } from '../launch/chromium';
import { interleaved, mapSides, medianOf, type Sided, type SiteSet } from './compare';
import { chromiumPath } from './machine';
import { settle } from './main-thread';
import { pageScript } from './page-script';
import { retried } from './retried';
import { interactionCpuSlowdown, throttle } from './throttling';

/** A visitor on `from` takes the main menu's link `link` to `to`. */
export interface NavigationScenario {
  from: string;
  link: string;
  to: string;
}

export const navigationScenario: NavigationScenario = { from: '/', link: 'Тарифы', to: '/pricing' };

/** How long the pointer rests on the link before the click, as a person's does. */
const hoverMs = 100;

/** One navigation: from the press on the link until the next page's h1 was painted, and whether a new document loaded. */
export interface NavigationRun {
  ms: number;
  document: boolean;
}

export interface NavigationSummary {
  ms: number;
  runs: number;
  /** How many of the runs loaded a new document (the rest stayed in the page). */
  documents: number;
}

export interface NavigationResult {
  scenario: NavigationScenario;
  result: Sided<NavigationSummary>;
}

interface NavigationRecord {
  pressedAt?: number;
  fromOrigin?: number;
  paintedAt?: number;
  origin: number;
}

declare global {
  interface Window {
    __benchNavigation?: NavigationRecord;
  }
}

/**
 * Runs in every document before its own scripts. The press on a link keeps its time (epoch ms: the time origin plus
 * the event's timestamp) in session storage, so the next document can read it. Then, every frame, in the old document
 * or the new one: once the address is `to` and an h1 other than the old page's is laid out, the frame that shows it
 * is the one being drawn, and a message after the rAF stamps the time it was painted. The same rule serves a new
 * document (its first frames) and a navigation inside the page.
 */
function recordNavigation(to: string) {
  const key = 'bench-navigation';
  const kept = JSON.parse(sessionStorage.getItem(key) ?? 'null') as {
    pressedAt: number;
    fromOrigin: number;
  } | null;
  const record: NavigationRecord = { ...kept, origin: performance.timeOrigin };
  window.__benchNavigation = record;
  let oldHeading: Element | null = null;
  const painted = () => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      record.paintedAt ??= performance.timeOrigin + performance.now();
    };
    channel.port2.postMessage(null);
  };
  const watch = () => {
    const heading = document.querySelector('h1');
    const arrived =
      location.pathname === to &&
      heading !== null &&
      heading !== oldHeading &&
      heading.getBoundingClientRect().height > 0;
    if (arrived) painted();
    else requestAnimationFrame(watch);
  };
  if (kept && location.pathname === to) requestAnimationFrame(watch);
  addEventListener(
    'pointerdown',
    (event) => {
      if (record.pressedAt !== undefined) return;
      record.pressedAt = performance.timeOrigin + event.timeStamp;
      record.fromOrigin = performance.timeOrigin;
      oldHeading = document.querySelector('h1');
      sessionStorage.setItem(
        key,
        JSON.stringify({ pressedAt: record.pressedAt, fromOrigin: record.fromOrigin }),
      );
      requestAnimationFrame(watch);
    },
    true,
  );
}

/** The figures of a finished navigation; undefined until the next page's h1 is painted. */
export function navigationRun(record: NavigationRecord | undefined): NavigationRun | undefined {
  if (record?.pressedAt === undefined || record.paintedAt === undefined || record.fromOrigin === undefined)
    return;
  return { ms: record.paintedAt - record.pressedAt, document: record.origin !== record.fromOrigin };
}

/**
 * One visit at 4× CPU (network not throttled): `from` loads cold and settles, the pointer rests on the main menu's
 * link for 100 ms, clicks, and the time until the next page's h1 is painted is read.
 */
export async function navigateOnce(
  browser: Browser,
  origin: string,
  scenario: NavigationScenario,
): Promise<NavigationRun> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, interactionCpuSlowdown, 'none');
    await cdp.send('Performance.enable');
    await page.addInitScript({ content: pageScript(recordNavigation, scenario.to) });
    const pending = new Set<string>();
    cdp.on('Network.requestWillBeSent', (event) => pending.add(event.requestId));
    cdp.on('Network.loadingFinished', (event) => pending.delete(event.requestId));
    cdp.on('Network.loadingFailed', (event) => pending.delete(event.requestId));
    const response = await page.goto(`${origin}${scenario.from}`, { waitUntil: 'load', timeout: 120_000 });
    if (!response?.ok()) throw new Error(`${scenario.from} answered ${response?.status()}`);
    await settle(cdp, () => pending.size, 60_000);
    const link = page
      .getByRole('navigation', { name: 'Основное меню' })
      .getByRole('link', { name: scenario.link });
    const box = await link.boundingBox();
    if (!box) throw new Error(`no visible link ${scenario.link} in the main menu of ${scenario.from}`);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
    await page.waitForTimeout(hoverMs);
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForURL(`${origin}${scenario.to}`, { timeout: 60_000 });
    const handle = await page.waitForFunction(
      () => {
        const record = window.__benchNavigation;
        return record?.paintedAt !== undefined ? record : undefined;
      },
      undefined,
      { timeout: 60_000 },
    );
    const run = navigationRun((await handle.jsonValue()) as NavigationRecord);
    if (!run) throw new Error(`the navigation to ${scenario.to} left no record of the press`);
    return run;
  } finally {
    await context.close();
  }
}

/** The header navigation `runs` times on each site, interleaved. */
export async function benchNavigation(sites: SiteSet, runs: number): Promise<NavigationResult> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const scenario = navigationScenario;
    const navigations = await interleaved(sites, runs, (site, side, run) => {
      console.log(`▸ navigation ${scenario.from} → ${scenario.to} (${side}, ${run}/${runs})…`);
      return retried(() => navigateOnce(browser, site.url(''), scenario));
    });
    return {
      scenario,
      result: mapSides(navigations, (list) => ({
        ms: medianOf(list.map((run) => run.ms)),
        runs: list.length,
        documents: list.filter((run) => run.document).length,
      })),
    };
  } finally {
    await browser.close();
  }
}
