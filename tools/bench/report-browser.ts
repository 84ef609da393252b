import { mapSides, type Sided } from './compare';
import { comparisonTable, type Figure } from './comparison-table';
import { type EarlyInpResult, type EarlyInpSummary, earlyWindowMs, keyDelayMs } from './early-inp';
import type { InteractionResult, TapSummary } from './interaction';
import type { LoadWorkSummary, MainThreadResult } from './main-thread';
import type { NavigationResult } from './navigation';
import { kilobytes } from './stats';
import { targets } from './targets';
import { quietRule } from './trace-summary';

const code = (text: string) => `\`${text}\``;
const withBase = (sided: readonly Sided<unknown>[]) => sided.some((side) => side.before !== undefined);

const loadFigure = (
  title: string,
  key: keyof LoadWorkSummary,
  extra: Partial<Figure<MainThreadResult>> = {},
): Figure<MainThreadResult> => ({
  title,
  digits: 0,
  of: (row) => mapSides(row.work, (work) => work[key]),
  ...extra,
});

/**
 * Main-thread figures of each route's load: long tasks and script (until the load event, and until quiet) against the
 * base, with every task and the quiet time.
 */
export function mainThreadTable(results: readonly MainThreadResult[]): string {
  return comparisonTable(
    'route',
    results,
    (row) => code(row.route),
    [
      loadFigure('long tasks ms', 'longTaskMs', { ratioTarget: targets.loadWorkShare }),
      loadFigure('script ms to load', 'scriptMsToLoad', { ratioTarget: targets.scriptShare }),
      loadFigure('script ms', 'scriptMs', { ratioTarget: targets.scriptShare }),
      loadFigure('blocking ms', 'blockingMs', { ratio: false }),
      loadFigure('all tasks ms', 'taskMs'),
      {
        title: 'quiet at s',
        digits: 1,
        of: (row) => mapSides(row.work, (work) => work.quietMs / 1000),
        ratio: false,
      },
    ],
    withBase(results.map((row) => row.work)),
  );
}

/** The script each route's cold load ran before it went quiet, held to the early script's budget. */
export function scriptRunTable(results: readonly MainThreadResult[]): string {
  return comparisonTable(
    'route',
    results,
    (row) => code(row.route),
    [
      {
        title: 'script run before the first interaction (KB)',
        digits: 1,
        of: (row) => mapSides(row.work, (work) => kilobytes(work.scriptRunBytes)),
        target: { text: targets.scriptRunKb.text, of: () => targets.scriptRunKb },
      },
    ],
    withBase(results.map((row) => row.work)),
  );
}

/** The loads that never went quiet within the time allowed, if any: their figures run to the trace's end. */
export function notQuietNote(results: readonly MainThreadResult[]): string | undefined {
  const noisy = results.flatMap((row) =>
    (['before', 'after'] as const).flatMap((side) => {
      const work = row.work[side];
      return work && work.notQuiet > 0 ? [`${code(row.route)} ${side} ${work.notQuiet}/${work.runs}`] : [];
    }),
  );
  return noisy.length > 0
    ? `Loads that never went quiet (counted to the end of their trace): ${noisy.join(', ')}.`
    : undefined;
}

/** The figures of a tap, each with its column's title and its target. */
const tapFigures = {
  eventMs: { title: 'event ms', target: targets.tapEventMs },
  tapToDialogMs: { title: 'tap → dialog ms', target: targets.tapToDialogMs },
} as const;

type TapFigure = keyof typeof tapFigures;

const tapLabel = (row: InteractionResult) => `${code(row.route)} «${row.button}»`;

/** A table of the taps at one moment of the load: the figures in the order given, those `held` against their targets. */
function tapTable(
  results: readonly InteractionResult[],
  pick: (row: InteractionResult) => Sided<TapSummary>,
  figures: readonly { key: TapFigure; held: boolean }[],
): string {
  return comparisonTable(
    'route, button',
    results,
    tapLabel,
    figures.map(({ key, held }): Figure<InteractionResult> => {
      const { title, target } = tapFigures[key];
      return {
        title,
        digits: 0,
        of: (row) => mapSides(pick(row), (tap) => tap[key]),
        ...(held ? { target: { text: target.text, of: () => target } } : {}),
      };
    }),
    withBase(results.map(pick)),
  );
}

/** Taps right after the load event: the Event Timing duration and the time until the dialog showed, each held to its target. */
export const tapAfterLoadTable = (results: readonly InteractionResult[]) =>
  tapTable(results, (row) => row.afterLoad, [
    { key: 'eventMs', held: true },
    { key: 'tapToDialogMs', held: true },
  ]);

/** Taps right after DOMContentLoaded: the time until the dialog showed (held to its target), and the Event Timing duration. */
export const tapAfterDomContentLoadedTable = (results: readonly InteractionResult[]) =>
  tapTable(results, (row) => row.afterDomContentLoaded, [
    { key: 'tapToDialogMs', held: true },
    { key: 'eventMs', held: false },
  ]);

const earlyLabel = (row: EarlyInpResult) => `${code(row.route)} ${row.label}`;

/** A figure of the early visits; a side none of whose runs was measured reads n/a (the base may lack a control). */
const earlyFigure = (
  pick: (summary: EarlyInpSummary) => number,
): ((row: EarlyInpResult) => Sided<number>) => {
  return ({ sides: { before, after } }) =>
    before === undefined || before.measured.length === 0
      ? { after: pick(after) }
      : { before: pick(before), after: pick(after) };
};

/** The INP of the visitor's interactions in each page's first 10 s (held to 200 ms), and when the last one took effect. */
export function earlyInpTable(results: readonly EarlyInpResult[]): string {
  return comparisonTable(
    'route, visitor',
    results,
    earlyLabel,
    [
      {
        title: 'INP ms',
        digits: 0,
        of: earlyFigure((summary) => summary.inpMs),
        target: { text: targets.earlyInpMs.text, of: () => targets.earlyInpMs },
      },
      {
        title: 'done at s',
        digits: 1,
        of: earlyFigure((summary) => summary.doneAtMs / 1000),
        ratio: false,
      },
    ],
    withBase(results.map((row) => row.sides)),
  );
}

/** Each run's INP and the event that set it, per scenario and side, with the runs that could not be measured. */
export function earlyInpRunsList(results: readonly EarlyInpResult[]): string {
  const runs = ({ runs, measured }: EarlyInpSummary) => {
    const missing = runs - measured.length;
    if (measured.length === 0) return 'not measured';
    const shown = measured.map((run) => `${run.event} ${run.inpMs.toFixed(0)}`).join(', ');
    return missing > 0 ? `${shown}, ${missing} not measured` : shown;
  };
  const lines = results.map((row) => {
    const each = (['before', 'after'] as const).flatMap((side) => {
      const summary = row.sides[side];
      return summary ? [`${side}: ${runs(summary)}`] : [];
    });
    return `- ${earlyLabel(row)} — ${each.join('; ')}`;
  });
  return [`Each run's INP in ms and the event that set it:`, '', ...lines].join('\n');
}

/** The header navigation: from the press on the link until the next page's h1 was painted. */
export function navigationTable({ scenario, result }: NavigationResult): string {
  const kind = (side: { documents: number; runs: number } | undefined) =>
    side === undefined
      ? undefined
      : side.documents === 0
        ? 'in the page'
        : side.documents === side.runs
          ? 'new document'
          : `new document in ${side.documents}/${side.runs}`;
  const kinds = [kind(result.before), kind(result.after)].filter((text) => text !== undefined);
  return comparisonTable(
    'navigation',
    [result],
    () =>
      `${code(scenario.from)} → ${code(scenario.to)} («${scenario.link}», ${[...new Set(kinds)].join(' / ')})`,
    [{ title: 'press → h1 painted ms', digits: 0, of: (row) => mapSides(row, (side) => side.ms) }],
    result.before !== undefined,
  );
}

/** The section texts of the three browser parts, for the report. */
export const browserNotes = {
  mainThread: (runs: number) =>
    `Cold loads in Chromium without throttling (fresh context, cache off), traced with CDP Tracing ` +
    `(\`devtools.timeline\`, \`disabled-by-default-devtools.timeline\`); median of ${runs} load(s) per route and side. ` +
    `The window runs from the document's navigation start (on an unthrottled machine the scripts run before the ` +
    `first paint is presented, so starting at first paint would leave them out) until the page is quiet: the first ` +
    `moment after the load event that begins ${quietRule.windowMs / 1000} s with no request in flight, no long task, ` +
    `under ${quietRule.taskBudgetMs} ms of main-thread tasks and none in its first ${quietRule.idleLeadMs} ms. long tasks = whole durations of the main thread's ` +
    `tasks over 50 ms; script = self time of script evaluation and compilation (Lighthouse's task groups); ` +
    `blocking = the parts of long tasks past 50 ms (TBT's sum); ratio = after ÷ before.`,
  scriptRun:
    `The script those loads ran on the main thread before the page was quiet; nothing touched the page, so all of ` +
    `it ran before a visitor's first interaction: every classic script evaluated (trace event EvaluateScript) and ` +
    `every module compiled (v8.compileModule), each once. An external script counts its bytes on the wire ` +
    `(compressed, headers included: its request's encodedDataLength in the trace), an inline one the UTF-8 length ` +
    `of its text in the HTML as served (not compressed). A script fetched and not run, as the prefetches after the ` +
    `load event, counts nothing.`,
  interaction: (runs: number, cpu: number) =>
    `Cold visits at ${cpu}× CPU (CDP Emulation.setCPUThrottlingRate) on Lighthouse's slow 4G as Lighthouse applies it ` +
    `to a live browser (mobileSlow4G: 150 ms RTT ×3.75 = 562.5 ms request latency, 1.6 Mbps ×0.9 down, 750 Kbps ×0.9 ` +
    `up), 1280×720 viewport; the primary button is wheeled into view and tapped (pointer click) right after the ` +
    `event named; median of ${runs} per route and side. event = the longest Event Timing duration of its pointerdown, ` +
    `pointerup and click (durationThreshold 16; first-input stands for shorter ones); tap → dialog = from the ` +
    `pointerdown's timestamp to the task after the first frame that showed the dialog.`,
  earlyInp: (runs: number, cpu: number) =>
    `The same cold visits (${cpu}× CPU, slow 4G, 1280×720), but the visitor acts right after DOMContentLoaded, ` +
    `while the page's code is still on its way: fields and buttons are wheeled into view and clicked with the ` +
    `mouse, text is typed key by key (each key held ${keyDelayMs} ms), and the calculator's first plus waits for ` +
    `its dialog (a calculator that shows the plus only once a service is chosen is given its first «Добавить»). ` +
    `The page records every Event Timing entry (type event with durationThreshold 16, buffered, and first-input) ` +
    `and stays open until ${earlyWindowMs / 1000} s after navigation start; INP = the longest duration among the ` +
    `entries with an interactionId that started within those ${earlyWindowMs / 1000} s (with so few interactions ` +
    `the longest is the INP; first-input stands in when none reached 16 ms; a later interaction does not count); ` +
    `done at = when the last action had taken effect, from navigation start (the e-mail's last key typed, the ` +
    `count at 1, the next review shown). Median of ${runs} per visit and side; a side whose runs all failed (a ` +
    `control its page lacks) reads n/a.`,
  navigation: (runs: number, cpu: number) =>
    `At ${cpu}× CPU, network not throttled: the page loads cold and settles, the pointer rests 100 ms on the main ` +
    `menu's link, then clicks; measured from the pointerdown's timestamp (time origin + event time, kept across ` +
    `documents) to the task after the first frame in which the next page's h1 was laid out, in the old document ` +
    `or the new one alike; median of ${runs} per side.`,
};
