import type { BuildTime } from './build-times';
import type { Sided } from './compare';
import { comparisonTable, type Figure } from './comparison-table';
import { calculatorTableLimit, insideCalculatorTable } from './cpu-calibration';
import type { EarlyInpResult } from './early-inp';
import type { FloodResult } from './flood';
import { floodNote, floodTable } from './flood-report';
import type { ThroughputRow } from './functions-bench';
import type { HotUpdateRow } from './hot-updates';
import { hotUpdatesNote, hotUpdatesTable } from './hot-updates-report';
import type { InboxSearchResult } from './inbox-search';
import { inboxSearchNote, inboxSearchTable } from './inbox-search-report';
import type { InteractionResult } from './interaction';
import type { LighthouseSummary } from './lighthouse-summary';
import type { Machine } from './machine';
import type { MainThreadResult } from './main-thread';
import { markdownTable } from './markdown';
import type { NavigationResult } from './navigation';
import type { PageWeight } from './page-weight';
import {
  browserNotes,
  earlyInpRunsList,
  earlyInpTable,
  mainThreadTable,
  navigationTable,
  notQuietNote,
  scriptRunTable,
  tapAfterDomContentLoadedTable,
  tapAfterLoadTable,
} from './report-browser';
import { kilobytes } from './stats';
import { checkedCell, homeRoute, jsTargetFor, type Target, targets } from './targets';

export interface RouteResult {
  route: string;
  weight: PageWeight;
  lighthouse: LighthouseSummary;
  /** The CPU slowdown the route's Lighthouse runs were given. */
  cpuSlowdown: number;
  /** Where that slowdown came from: the host's benchmarkIndex, or `BENCH_CPU_SLOWDOWN`. */
  cpuSlowdownFrom: 'benchmarkIndex' | 'BENCH_CPU_SLOWDOWN';
  /** The same figures of the base commit's site, measured in the same runs. */
  base?: { weight: PageWeight; lighthouse: LighthouseSummary };
}

/** The commit measured as `before` (BENCH_BASE). */
export interface BaseCommit {
  commit: string;
  subject: string;
}

export interface BenchReport {
  date: Date;
  machine: Machine;
  lighthouseVersion: string;
  runs: number;
  base?: BaseCommit;
  pages?: RouteResult[];
  mainThread?: { runs: number; results: MainThreadResult[] };
  interaction?: {
    runs: number;
    cpuSlowdown: number;
    results: InteractionResult[];
    earlyInp: EarlyInpResult[];
  };
  navigation?: { runs: number; cpuSlowdown: number; result: NavigationResult };
  flood?: FloodResult;
  functions?: { seconds: number; rows: ThroughputRow[] };
  inboxSearch?: InboxSearchResult;
  hotUpdates?: HotUpdateRow[];
  builds?: BuildTime[];
}

const fixed = (digits: number) => (value: number) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const score = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** One line on what the figures were measured with. */
export function machineLine({ cores, ramGb, os, node, chromium }: Machine): string {
  return `${cores} cores, ${ramGb} GB RAM, ${os}, Node ${node}, Chromium ${chromium}`;
}

/**
 * The route table: page weight and Lighthouse medians beside their targets with ✓ or ✗, then the host index, whether
 * it lies inside the CPU throttling calculator's table, and the CPU ×. With a base, each route has a `before` row
 * (the base) above its `after` row.
 */
export function pagesTable(results: readonly RouteResult[]): string {
  const sides = results.some((result) => result.base !== undefined);
  const header = [
    'route',
    ...(sides ? ['side'] : []),
    'JS KB',
    'CSS KB',
    'HTML KB',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'LCP s',
    'TBT ms',
    'CLS',
    'host index',
    'in calc. table',
    'CPU ×',
  ];
  const targetRow = [
    'target',
    ...(sides ? [''] : []),
    `${targets.homeJsKb.text} (\`${homeRoute}\`), ${targets.routeJsKb.text} (others)`,
    '',
    '',
    targets.performance.text,
    targets.accessibility.text,
    targets.bestPractices.text,
    targets.seo.text,
    targets.lcpSeconds.text,
    targets.tbtMs.text,
    targets.cls.text,
    '',
    '',
    '',
  ];
  const row = (
    route: string,
    side: string[],
    weight: PageWeight,
    lh: LighthouseSummary,
    cpuSlowdown: number,
  ): string[] => {
    const js = kilobytes(weight.jsBytes);
    return [
      `\`${route}\``,
      ...side,
      checkedCell(js, js.toFixed(1), jsTargetFor(route)),
      kilobytes(weight.cssBytes).toFixed(1),
      kilobytes(weight.htmlBytes).toFixed(1),
      checkedCell(lh.performance, score(lh.performance), targets.performance),
      checkedCell(lh.accessibility, score(lh.accessibility), targets.accessibility),
      checkedCell(lh.bestPractices, score(lh.bestPractices), targets.bestPractices),
      checkedCell(lh.seo, score(lh.seo), targets.seo),
      checkedCell(lh.lcpSeconds, fixed(2)(lh.lcpSeconds), targets.lcpSeconds),
      checkedCell(lh.tbtMs, fixed(0)(lh.tbtMs), targets.tbtMs),
      checkedCell(lh.cls, fixed(3)(lh.cls), targets.cls),
      fixed(0)(lh.benchmarkIndex),
      Number.isFinite(lh.benchmarkIndex) ? (insideCalculatorTable(lh.benchmarkIndex) ? 'yes' : 'no') : 'n/a',
      String(cpuSlowdown),
    ];
  };
  const rows = results.flatMap(({ route, weight, lighthouse, cpuSlowdown, base }) =>
    sides
      ? [
          ...(base ? [row(route, ['before'], base.weight, base.lighthouse, cpuSlowdown)] : []),
          row(route, ['after'], weight, lighthouse, cpuSlowdown),
        ]
      : [row(route, [], weight, lighthouse, cpuSlowdown)],
  );
  return markdownTable(header, [targetRow, ...rows]);
}

const weightFigure = (title: string, key: keyof PageWeight, target?: Target): Figure<RouteResult> => ({
  title,
  digits: 1,
  of: ({ weight, base }): Sided<number> =>
    base
      ? { before: kilobytes(base.weight[key]), after: kilobytes(weight[key]) }
      : { after: kilobytes(weight[key]) },
  ...(target ? { target: { text: target.text, of: () => target } } : {}),
});

/**
 * Per route, the bytes of the cold load that finished before the page's load event, in all and of scripts, beside
 * every byte until the network was idle; with a base, before, after and their ratio.
 */
export function beforeLoadTable(results: readonly RouteResult[]): string {
  return comparisonTable(
    'route',
    results,
    (row) => `\`${row.route}\``,
    [
      weightFigure('KB before load', 'beforeLoadBytes', targets.beforeLoadKb),
      weightFigure('JS KB before load', 'beforeLoadJsBytes'),
      weightFigure('KB until idle', 'totalBytes'),
    ],
    results.some((result) => result.base !== undefined),
  );
}

/** How the CPU slowdown was chosen, in plain words. */
export function cpuSlowdownNote(results: readonly RouteResult[]): string {
  const index =
    `host index is the benchmarkIndex Lighthouse measured on this machine (median of the route's runs); ` +
    `in calc. table says whether it lies inside the calculator's table (benchmarkIndex ≤ ${calculatorTableLimit}), ` +
    `beyond which the slowdown is extrapolated and overshoots`;
  if (results.some((result) => result.cpuSlowdownFrom === 'BENCH_CPU_SLOWDOWN')) {
    return `CPU × is the CPU slowdown Lighthouse simulated, set by BENCH_CPU_SLOWDOWN; ${index}.`;
  }
  return (
    `CPU × is the CPU slowdown Lighthouse simulated, set from the host's benchmarkIndex in one calibration run ` +
    `before the routes, by the Lighthouse CPU throttling calculator's calibration (150 → 1×, 800 → 2×, 1300 → 3×, ` +
    `1533 → 4×, +1× per 233 beyond, linear in between), so that the emulated phone stays the same from host to host; ` +
    `${index}.`
  );
}

/** Per route, the audits that cost points in a category below 100, so they can be fixed. */
export function failingAuditsList(results: readonly RouteResult[]): string {
  const failing = results.filter((result) => result.lighthouse.failing.length > 0);
  if (failing.length === 0) return 'None: every category scores 100 on every route.';
  return failing
    .map(({ route, lighthouse }) =>
      [
        `- \`${route}\``,
        ...lighthouse.failing.map(
          (audit) =>
            `  - ${audit.category}: \`${audit.id}\` — ${audit.title} ` +
            `(${audit.displayValue ? `${audit.displayValue}; ` : ''}${audit.runs}/${lighthouse.runs} runs)`,
        ),
      ].join('\n'),
    )
    .join('\n');
}

/** Requests per second and latency of the functions gateway. */
export function throughputTable(rows: readonly ThroughputRow[]): string {
  return markdownTable(
    ['db', 'function', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'],
    rows.map((row) => [
      row.db,
      `\`${row.target}\``,
      String(row.requestsPerSecond),
      String(row.p50),
      String(row.p99),
      String(row.non2xx),
      String(row.errors),
    ]),
    ['left', 'left'],
  );
}

/** Wall time of each build. */
export function buildTable(rows: readonly BuildTime[]): string {
  return markdownTable(
    ['build', 'seconds'],
    rows.map((row) => [row.what, row.seconds.toFixed(1)]),
  );
}

/** The whole printed report: a header line, then a section per part that ran. */
export function formatReport(report: BenchReport): string {
  const parts = [`# Bench ${report.date.toISOString()}`, `Machine: ${machineLine(report.machine)}.`];
  if (report.base) {
    parts.push(
      `Before: the base commit \`${report.base.commit.slice(0, 12)}\` (${report.base.subject}), built in its own ` +
        `folder and served on its own ports; after: this worktree. Both sites ran side by side and were measured ` +
        `in alternate runs on this machine.`,
    );
  }
  if (report.pages) {
    parts.push(
      '## Pages',
      `Cold load in Chromium, cache disabled, until the network is idle: bytes on the wire (compressed, headers ` +
        `included; 1 KB = 1024 B) by resource type, the scripts a page prefetches after its load event included. ` +
        `Lighthouse ${report.lighthouseVersion}, mobile, median of ${report.runs} run(s). ` +
        `LCP in seconds, TBT in milliseconds. ${cpuSlowdownNote(report.pages)}`,
      pagesTable(report.pages),
      '### Failing Lighthouse audits',
      failingAuditsList(report.pages),
      '### Bytes fetched before the load event',
      `The same cold loads: bytes on the wire of the requests that finished loading before the page's load event ` +
        `(CDP Network.loadingFinished at or before Page.loadEventFired), in all and of scripts; until idle = every ` +
        `request until the network was idle, the prefetches after the load event included; ratio = after ÷ before.`,
      beforeLoadTable(report.pages),
    );
  }
  if (report.mainThread) {
    const { runs, results } = report.mainThread;
    const note = notQuietNote(results);
    parts.push(
      '## Main-thread work at load',
      browserNotes.mainThread(runs),
      mainThreadTable(results),
      ...(note ? [note] : []),
      '### Script run before the first interaction',
      browserNotes.scriptRun,
      scriptRunTable(results),
    );
  }
  if (report.interaction) {
    const { runs, cpuSlowdown, results, earlyInp } = report.interaction;
    parts.push(
      '## First interaction',
      browserNotes.interaction(runs, cpuSlowdown),
      '### Tap right after load',
      tapAfterLoadTable(results),
      '### Tap right after DOMContentLoaded',
      tapAfterDomContentLoadedTable(results),
      '### Interactions in the first 10 s',
      browserNotes.earlyInp(runs, cpuSlowdown),
      earlyInpTable(earlyInp),
      earlyInpRunsList(earlyInp),
    );
  }
  if (report.navigation) {
    const { runs, cpuSlowdown, result } = report.navigation;
    parts.push('## Navigation', browserNotes.navigation(runs, cpuSlowdown), navigationTable(result));
  }
  if (report.flood) {
    parts.push('## Flood of referral pictures', floodNote(report.flood), floodTable(report.flood));
  }
  if (report.functions) {
    parts.push(
      '## Functions throughput',
      `autocannon, 50 connections, ${report.functions.seconds} s a run, after a warm-up run.`,
      throughputTable(report.functions.rows),
    );
  }
  if (report.inboxSearch) {
    parts.push('## Inbox search', inboxSearchNote(report.inboxSearch), inboxSearchTable(report.inboxSearch));
  }
  if (report.hotUpdates) {
    parts.push(
      '## Hot updates in npm run dev',
      hotUpdatesNote(report.hotUpdates),
      hotUpdatesTable(report.hotUpdates),
    );
  }
  if (report.builds) parts.push('## Build times', buildTable(report.builds));
  return `${parts.join('\n\n')}\n`;
}
