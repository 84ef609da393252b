import type { LighthouseSummary } from './lighthouse-summary';
import type { PageWeight } from './page-weight';
import {
  beforeLoadTable,
  cpuSlowdownNote,
  failingAuditsList,
  formatReport,
  pagesTable,
  type RouteResult,
} from './report';
import { tableCells } from './table-cells';

const weight = (jsKb: number, beforeLoadJsKb = jsKb): PageWeight => ({
  jsBytes: jsKb * 1024,
  cssBytes: 0,
  htmlBytes: 3 * 1024,
  totalBytes: (jsKb + 3) * 1024,
  requests: 12,
  beforeLoadBytes: (beforeLoadJsKb + 3) * 1024,
  beforeLoadJsBytes: beforeLoadJsKb * 1024,
});

const lighthouse = (overrides: Partial<LighthouseSummary> = {}): LighthouseSummary => ({
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpSeconds: 1.2,
  tbtMs: 30,
  cls: 0.001,
  benchmarkIndex: 1812.4,
  cpuSlowdown: 4,
  runs: 3,
  failing: [],
  ...overrides,
});

const route = (path: string, jsKb: number, overrides: Partial<LighthouseSummary> = {}): RouteResult => ({
  route: path,
  weight: weight(jsKb),
  lighthouse: lighthouse(overrides),
  cpuSlowdown: 4,
  cpuSlowdownFrom: 'benchmarkIndex',
});

const rows = (table: string) => table.split('\n').map((line) => line.split('|').map((cell) => cell.trim()));

describe('pagesTable', () => {
  it('prints the targets under the header and a ✓ or ✗ beside each figure', () => {
    const table = rows(
      pagesTable([
        route('/', 120),
        route('/pricing', 200, {
          performance: 80,
          accessibility: 96,
          lcpSeconds: 3.456,
          tbtMs: 250.4,
          cls: 0.1,
          benchmarkIndex: 1790.6,
        }),
        route('/digital', 165, { cls: 0.011 }),
      ]),
    );
    expect(table[0]).toEqual(
      expect.arrayContaining([
        'route',
        'JS KB',
        'Perf',
        'LCP s',
        'TBT ms',
        'CLS',
        'host index',
        'in calc. table',
        'CPU ×',
      ]),
    );
    expect(table[2]?.slice(1, -1)).toEqual([
      'target',
      '≤ 120 (`/`), ≤ 130 (others)',
      '',
      '',
      '≥ 100',
      '= 100',
      '= 100',
      '= 100',
      '≤ 1.2',
      '≤ 50',
      '≤ 0.01',
      '',
      '',
      '',
    ]);
    expect(table[3]?.slice(1, -1)).toEqual([
      '`/`',
      '120.0 ✓',
      '0.0',
      '3.0',
      '98 ✗',
      '100 ✓',
      '100 ✓',
      '100 ✓',
      '1.20 ✓',
      '30 ✓',
      '0.001 ✓',
      '1812',
      'yes',
      '4',
    ]);
    expect(table[4]?.slice(1, -1)).toEqual([
      '`/pricing`',
      '200.0 ✗',
      '0.0',
      '3.0',
      '80 ✗',
      '96 ✗',
      '100 ✓',
      '100 ✓',
      '3.46 ✗',
      '250 ✗',
      '0.100 ✗',
      '1791',
      'yes',
      '4',
    ]);
    expect(table[5]?.[2]).toBe('165.0 ✗');
    expect(table[5]?.[11]).toBe('0.011 ✗');
  });

  it('holds the home page to 120 KB of JavaScript and the other routes to 130 KB', () => {
    const table = rows(
      pagesTable([route('/', 121), route('/ambassador', 130), route('/digital/services', 130.1)]),
    );
    expect(table.slice(3).map((row) => row[2])).toEqual(['121.0 ✗', '130.0 ✓', '130.1 ✗']);
  });

  it('shows the host index as a whole number, whether the calculator table holds it, and the slowdown as given', () => {
    const table = rows(
      pagesTable([
        { ...route('/', 100, { benchmarkIndex: Number.NaN }), cpuSlowdown: 2.5 },
        { ...route('/pricing', 100, { benchmarkIndex: 1124.5 }), cpuSlowdown: 2.5 },
        { ...route('/digital', 100, { benchmarkIndex: 2000 }), cpuSlowdown: 2.5 },
        { ...route('/ambassador', 100, { benchmarkIndex: 3774.2 }), cpuSlowdown: 2.5 },
      ]),
    );
    expect(table.slice(3).map((row) => row.slice(-4, -1))).toEqual([
      ['n/a', 'n/a', '2.5'],
      ['1125', 'yes', '2.5'],
      ['2000', 'yes', '2.5'],
      ['3774', 'no', '2.5'],
    ]);
  });

  it("puts the base's row above this worktree's for each route when a base was measured", () => {
    const table = rows(
      pagesTable([
        {
          ...route('/', 110, { tbtMs: 40 }),
          base: { weight: weight(246), lighthouse: lighthouse({ tbtMs: 900 }) },
        },
      ]),
    );
    expect(table[0]?.slice(1, 4)).toEqual(['route', 'side', 'JS KB']);
    expect(table[2]?.slice(1, 4)).toEqual(['target', '', '≤ 120 (`/`), ≤ 130 (others)']);
    expect(table.slice(3).map((row) => [row[1], row[2], row[3], row[11]])).toEqual([
      ['`/`', 'before', '246.0 ✗', '900 ✗'],
      ['`/`', 'after', '110.0 ✓', '40 ✓'],
    ]);
  });
});

describe('beforeLoadTable', () => {
  it('compares the bytes before the load event, in all and of scripts, and every byte until idle', () => {
    const table = tableCells(
      beforeLoadTable([
        {
          ...route('/', 130),
          weight: weight(130, 0),
          base: { weight: weight(240), lighthouse: lighthouse() },
        },
      ]),
    );
    expect(table[0]).toEqual([
      'route',
      'KB before load before',
      'KB before load after',
      'KB before load ratio',
      'JS KB before load before',
      'JS KB before load after',
      'JS KB before load ratio',
      'KB until idle before',
      'KB until idle after',
      'KB until idle ratio',
    ]);
    expect(table[2]).toEqual(['target', '≤ 30', '≤ 30', '', '', '', '', '', '', '']);
    expect(table[3]).toEqual([
      '`/`',
      '243.0 ✗',
      '3.0 ✓',
      '1%',
      '240.0',
      '0.0',
      '0%',
      '243.0',
      '133.0',
      '55%',
    ]);
  });

  it("shows this worktree's bytes alone without a base, and n/a for a page that never fired its load event", () => {
    const never = { ...weight(100), beforeLoadBytes: Number.NaN, beforeLoadJsBytes: Number.NaN };
    const table = tableCells(
      beforeLoadTable([route('/', 100), { ...route('/pricing', 100), weight: never }]),
    );
    expect(table[0]).toEqual(['route', 'KB before load', 'JS KB before load', 'KB until idle']);
    expect(table.slice(2)).toEqual([
      ['target', '≤ 30', '', ''],
      ['`/`', '103.0 ✗', '100.0', '103.0'],
      ['`/pricing`', 'n/a ✗', 'n/a', '103.0'],
    ]);
  });
});

describe('cpuSlowdownNote', () => {
  it("explains a slowdown derived from the host's benchmarkIndex", () => {
    const note = cpuSlowdownNote([route('/', 100)]);
    expect(note).toMatch(
      /^CPU × is the CPU slowdown Lighthouse simulated, set from the host's benchmarkIndex/,
    );
    expect(note).toContain("the Lighthouse CPU throttling calculator's calibration (150 → 1×, 800 → 2×");
    expect(note).toContain('1533 → 4×');
    expect(note).not.toContain('BENCH_CPU_SLOWDOWN');
    expect(note).toContain("inside the calculator's table (benchmarkIndex ≤ 2000)");
  });

  it('names BENCH_CPU_SLOWDOWN when it set the slowdown', () => {
    const note = cpuSlowdownNote([
      { ...route('/', 100), cpuSlowdown: 3, cpuSlowdownFrom: 'BENCH_CPU_SLOWDOWN' },
    ]);
    expect(note).toMatch(/set by BENCH_CPU_SLOWDOWN/);
    expect(note).not.toContain('divided by');
  });
});

describe('failingAuditsList', () => {
  it('lists the failing audits under their route with the share of runs', () => {
    const results: RouteResult[] = [
      route('/', 100),
      route('/digital', 100, {
        seo: 92,
        failing: [
          { category: 'seo', id: 'meta-description', title: 'Document has a meta description', runs: 2 },
          {
            category: 'performance',
            id: 'largest-contentful-paint',
            title: 'Largest Contentful Paint',
            displayValue: '4.4 s',
            runs: 3,
          },
        ],
      }),
    ];
    expect(failingAuditsList(results)).toBe(
      [
        '- `/digital`',
        '  - seo: `meta-description` — Document has a meta description (2/3 runs)',
        '  - performance: `largest-contentful-paint` — Largest Contentful Paint (4.4 s; 3/3 runs)',
      ].join('\n'),
    );
  });

  it('says so when nothing fails', () => {
    expect(failingAuditsList([route('/', 1)])).toMatch(/^None/);
  });
});

describe('formatReport', () => {
  const base = {
    date: new Date('2026-11-21T10:00:00.000Z'),
    machine: { cores: 2, ramGb: 23, os: 'Debian GNU/Linux 12', node: 'v20.20.2', chromium: '156.0' },
    lighthouseVersion: '13.5.0',
    runs: 3,
  };

  it('opens with the ISO date and the machine', () => {
    const lines = formatReport(base).split('\n');
    expect(lines[0]).toBe('# Bench 2026-11-21T10:00:00.000Z');
    expect(lines[2]).toBe('Machine: 2 cores, 23 GB RAM, Debian GNU/Linux 12, Node v20.20.2, Chromium 156.0.');
  });

  it('explains the pages table with the CPU slowdown', () => {
    const text = formatReport({ ...base, pages: [route('/', 100)] });
    expect(text).toMatch(
      /Lighthouse 13\.5\.0, mobile, median of 3 run\(s\)\. LCP in seconds, TBT in milliseconds\. CPU × is the CPU slowdown/,
    );
    expect(text).toMatch(/\| `\/` +\|.*\| +1812 \| +yes +\| +4 \|$/m);
  });

  it('names the base and prints the browser parts after the pages, each with its note', () => {
    const work = {
      quietMs: 900,
      taskMs: 400,
      longTaskMs: 120,
      blockingMs: 20,
      scriptMs: 200,
      scriptMsToLoad: 150,
      scriptRunBytes: 100 * 1024,
      runs: 5,
      notQuiet: 0,
    };
    const tap = { eventMs: 96, tapToDialogMs: 800, runs: 5 };
    const early = (inpMs: number) => ({
      inpMs,
      doneAtMs: 5400,
      runs: 1,
      measured: [{ inpMs, event: 'click', doneAtMs: 5400 }],
    });
    const text = formatReport({
      ...base,
      base: { commit: '05ebf3993bf9aa0d1b1c2c3d4e5f60718293a4b5', subject: 'e2e: scripts named in the HTML' },
      pages: [{ ...route('/', 100), base: { weight: weight(240), lighthouse: lighthouse() } }],
      mainThread: {
        runs: 5,
        results: [{ route: '/', work: { before: { ...work, notQuiet: 1 }, after: work } }],
      },
      interaction: {
        runs: 5,
        cpuSlowdown: 4,
        results: [
          {
            route: '/',
            button: 'Выбрать тариф POPULAR',
            afterLoad: { before: tap, after: tap },
            afterDomContentLoaded: { before: tap, after: tap },
          },
        ],
        earlyInp: [
          {
            route: '/pricing',
            label: 'opens the calculator and adds its first service',
            sides: { before: early(160), after: early(96) },
          },
        ],
      },
      navigation: {
        runs: 5,
        cpuSlowdown: 4,
        result: {
          scenario: { from: '/', link: 'Тарифы', to: '/pricing' },
          result: { before: { ms: 400, runs: 5, documents: 0 }, after: { ms: 200, runs: 5, documents: 0 } },
        },
      },
    });
    expect(text).toContain(
      'Before: the base commit `05ebf3993bf9` (e2e: scripts named in the HTML), built in its own folder',
    );
    const headings = text.split('\n').filter((line) => line.startsWith('#'));
    expect(headings.slice(1)).toEqual([
      '## Pages',
      '### Failing Lighthouse audits',
      '### Bytes fetched before the load event',
      '## Main-thread work at load',
      '### Script run before the first interaction',
      '## First interaction',
      '### Tap right after load',
      '### Tap right after DOMContentLoaded',
      '### Interactions in the first 10 s',
      '## Navigation',
    ]);
    expect(text).toMatch(/median of 5 load\(s\) per route and side/);
    expect(text).toContain(
      'Loads that never went quiet (counted to the end of their trace): `/` before 1/5.',
    );
    expect(text).toMatch(/Cold visits at 4× CPU .* median of 5 per route and side/);
    expect(text).toMatch(/stays open until 10 s after navigation start; .* Median of 5 per visit and side/);
    expect(text).toMatch(
      /\| `\/pricing` opens the calculator and adds its first service +\| +160 ✓ \| +96 ✓ \| +60% \|/,
    );
    expect(text).toContain(
      '- `/pricing` opens the calculator and adds its first service — before: click 160; after: click 96',
    );
    expect(text).toMatch(/\| `\/` +\| before +\| +240\.0 ✗ \|/);
    expect(text).toContain('by resource type, the scripts a page prefetches after its load event included.');
    expect(text).toMatch(/\| `\/` +\| +243\.0 ✗ \| +103\.0 ✗ \| +42% \|/);
  });

  it('prints only the parts that ran', () => {
    const text = formatReport({
      ...base,
      builds: [{ what: 'digital-app alone', seconds: 12.345 }],
      functions: {
        seconds: 10,
        rows: [
          {
            db: 'pglite',
            target: 'submit-application',
            requestsPerSecond: 812,
            p50: 55,
            p99: 140,
            non2xx: 0,
            errors: 0,
          },
        ],
      },
    });
    expect(text).not.toContain('## Pages');
    expect(text).not.toContain('## Main-thread work at load');
    expect(text).not.toContain('Before: the base commit');
    expect(text).toContain('## Functions throughput');
    expect(text).toMatch(/\| pglite \| `submit-application` \| +812 \|/);
    expect(text).toMatch(/\| digital-app alone \| +12\.3 \|/);
  });
});
