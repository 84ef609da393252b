import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { chromiumArgs } from '../launch/chromium';
import { interleaved, mapSides, medianOf, type Sided, type SiteSet } from './compare';
import { wheelIntoView } from './interaction';
import { chromiumPath } from './machine';
import { pageScript } from './page-script';
import { retried } from './retried';
import { interactionCpuSlowdown, throttle } from './throttling';

/** The visitor's interactions count from navigation start until this moment. */
export const earlyWindowMs = 10_000;

/** The shortest Event Timing duration the page is told about; first-input is reported whatever its duration. */
const durationThresholdMs = 16;

/** How long each key is held while the visitor types. */
export const keyDelayMs = 80;

/** How long the visitor waits for what an action shows (a dialog, a count, a review) before the run gives up. */
const effectTimeoutMs = 60_000;

/** One Event Timing entry as the page keeps it. */
export interface EventEntry {
  entryType: 'event' | 'first-input';
  name: string;
  startTime: number;
  duration: number;
  /** 0 for events that are no interaction (or when the browser gave none). */
  interactionId: number;
}

/** What a visitor does from DOMContentLoaded on one route. */
export interface EarlyInpScenario {
  route: string;
  /** What the visitor does, as the report names it. */
  label: string;
  /** The visitor's actions; resolves once the last one's effect shows. */
  act: (page: Page) => Promise<void>;
}

/** One visit: its INP, the event that set it, and when the last action's effect showed (from navigation start). */
export interface EarlyInpRun {
  inpMs: number;
  event: string;
  doneAtMs: number;
}

/** The runs of one scenario on one side: medians over the runs measured, and each of them. */
export interface EarlyInpSummary {
  inpMs: number;
  doneAtMs: number;
  /** Runs tried, measured or not. */
  runs: number;
  measured: EarlyInpRun[];
}

export interface EarlyInpResult {
  route: string;
  label: string;
  sides: Sided<EarlyInpSummary>;
}

/**
 * The INP of the interactions that started within `windowMs` of navigation start: the longest duration among their
 * entries (with so few interactions the longest is the INP), and the event it was. When none reached the 16 ms
 * threshold, first-input stands for them; undefined when the window saw no input at all.
 */
export function earlyInp(
  entries: readonly EventEntry[],
  windowMs = earlyWindowMs,
): { inpMs: number; event: string } | undefined {
  const inWindow = entries.filter((entry) => entry.startTime <= windowMs);
  const interactions = inWindow.filter((entry) => entry.interactionId > 0);
  const candidates =
    interactions.length > 0 ? interactions : inWindow.filter((entry) => entry.entryType === 'first-input');
  const longest = candidates.reduce<EventEntry | undefined>(
    (slowest, entry) => (slowest === undefined || entry.duration > slowest.duration ? entry : slowest),
    undefined,
  );
  return longest && { inpMs: longest.duration, event: longest.name };
}

/** The medians of the runs measured (NaN when none was), with the runs themselves. */
export function summariseEarlyInp(runs: readonly (EarlyInpRun | undefined)[]): EarlyInpSummary {
  const measured = runs.filter((run): run is EarlyInpRun => run !== undefined);
  return {
    inpMs: medianOf(measured.map((run) => run.inpMs)),
    doneAtMs: medianOf(measured.map((run) => run.doneAtMs)),
    runs: runs.length,
    measured,
  };
}

/** Wheels `target` into view and clicks its centre with the mouse. */
async function clickLikeAPerson(page: Page, target: Locator): Promise<void> {
  const { x, y } = await wheelIntoView(page, target);
  await page.mouse.click(x, y);
}

/**
 * Types `text` key by key. Latin text only: Playwright's keyboard sends characters outside the US layout as inserted
 * text, without the key events that make an interaction.
 */
const typeLikeAPerson = (page: Page, text: string) => page.keyboard.type(text, { delay: keyDelayMs });

/** The three visits, each acting right after DOMContentLoaded, the moment the page's markup is there. */
export const earlyInpScenarios: readonly EarlyInpScenario[] = [
  {
    route: '/',
    label: 'types a name and an e-mail into the consultation form',
    act: async (page) => {
      const form = page.locator('#contact-form');
      const name = form.getByRole('textbox', { name: 'Имя' });
      const email = form.getByRole('textbox', { name: 'Email' });
      await clickLikeAPerson(page, name);
      await typeLikeAPerson(page, 'Jasur Aliev');
      await clickLikeAPerson(page, email);
      await typeLikeAPerson(page, 'jasur@example.uz');
    },
  },
  {
    route: '/pricing',
    label: 'opens the calculator and adds its first service',
    act: async (page) => {
      await clickLikeAPerson(page, page.getByRole('button', { name: 'Рассчитать стоимость' }));
      const dialog = page.getByRole('dialog', { name: 'Калькулятор тарифа КОНСТРУКТОР' });
      await dialog.waitFor({ state: 'visible', timeout: effectTimeoutMs });
      // The first service's plus; a calculator that shows the stepper only once a service is chosen has «Добавить».
      const add = dialog.getByRole('button', { name: /^(?:Увеличить количество|Добавить): / }).first();
      const item = (await add.getAttribute('aria-label'))?.replace(/^[^:]*: /, '');
      await clickLikeAPerson(page, add);
      // The count is a number field now and was an output before: either reads 1 once the press has taken effect.
      const count = await dialog
        .getByRole('group', { name: `Количество: ${item}`, exact: true })
        .elementHandle({ timeout: effectTimeoutMs });
      await page.waitForFunction(
        (group) =>
          (group.querySelector('input')?.value ?? group.querySelector('output')?.textContent) === '1',
        count,
        { timeout: effectTimeoutMs },
      );
    },
  },
  {
    route: '/marketing',
    label: 'presses the reviews carousel’s next button',
    act: async (page) => {
      const carousel = page.getByRole('region', { name: 'Отзывы клиентов' });
      const review = carousel.getByRole('group', { name: /^Отзыв \d+ из \d+$/ });
      const shown = await review.getAttribute('aria-label');
      await clickLikeAPerson(page, carousel.getByRole('button', { name: 'Следующий слайд' }));
      await carousel
        .getByRole('group', { name: shown ?? '', exact: true })
        .waitFor({ state: 'detached', timeout: effectTimeoutMs });
    },
  },
];

/** What the page keeps: every entry observed, and a way to take those not yet delivered. */
interface EarlyRecord {
  entries: EventEntry[];
  read: () => EventEntry[];
}

declare global {
  interface Window {
    __benchEarly?: EarlyRecord;
  }
}

/** Runs in every document before its own scripts: keeps every Event Timing entry, `event` and `first-input`. */
function recordEvents(durationThreshold: number) {
  const entries: EventEntry[] = [];
  const keep = (list: PerformanceEntryList) => {
    for (const entry of list as (PerformanceEventTiming & { interactionId?: number })[]) {
      entries.push({
        entryType: entry.entryType as EventEntry['entryType'],
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        interactionId: entry.interactionId ?? 0,
      });
    }
  };
  const events = new PerformanceObserver((list) => keep(list.getEntries()));
  events.observe({ type: 'event', durationThreshold, buffered: true } as PerformanceObserverInit);
  const firstInput = new PerformanceObserver((list) => keep(list.getEntries()));
  firstInput.observe({ type: 'first-input', buffered: true });
  window.__benchEarly = {
    entries,
    read: () => {
      keep(events.takeRecords());
      keep(firstInput.takeRecords());
      return entries;
    },
  };
}

/**
 * One cold visit at 4× CPU on Lighthouse's slow 4G: the scenario acts right after DOMContentLoaded, the page stays
 * open until `earlyWindowMs` after navigation start, and the entries of that window give the run's INP.
 */
export async function visitOnce(
  browser: Browser,
  url: string,
  scenario: EarlyInpScenario,
): Promise<EarlyInpRun> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(effectTimeoutMs);
    await throttle(await context.newCDPSession(page), interactionCpuSlowdown, 'slow4G');
    await page.addInitScript({ content: pageScript(recordEvents, durationThresholdMs) });
    const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    await scenario.act(page);
    const doneAtMs = await page.evaluate(() => performance.now());
    await page.waitForFunction((windowMs) => performance.now() >= windowMs, earlyWindowMs, {
      polling: 250,
      timeout: earlyWindowMs + effectTimeoutMs,
    });
    const entries = await page.evaluate(() => window.__benchEarly?.read() ?? []);
    const inp = earlyInp(entries);
    if (!inp) throw new Error(`no input on ${url} within ${earlyWindowMs / 1000} s of navigation start`);
    return { ...inp, doneAtMs };
  } finally {
    await context.close();
  }
}

/**
 * Each scenario `runs` times on each site, interleaved. A run that fails three times (a control the page lacks, say)
 * is left out, so a side none of whose runs worked is reported as not measured.
 */
export async function benchEarlyInp(sites: SiteSet, runs: number): Promise<EarlyInpResult[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const results: EarlyInpResult[] = [];
    for (const scenario of earlyInpScenarios) {
      const sided = await interleaved(sites, runs, async (site, side, run) => {
        console.log(`▸ early interactions on ${scenario.route} (${side}, ${run}/${runs})…`);
        try {
          return await retried(() => visitOnce(browser, site.url(scenario.route), scenario));
        } catch (error) {
          console.warn(`  not measured: ${(error as Error).message}`);
          return undefined;
        }
      });
      results.push({
        route: scenario.route,
        label: scenario.label,
        sides: mapSides(sided, summariseEarlyInp),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
