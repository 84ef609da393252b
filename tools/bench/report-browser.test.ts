import type { EarlyInpResult, EarlyInpRun, EarlyInpSummary } from './early-inp';
import type { InteractionResult, TapSummary } from './interaction';
import type { LoadWorkSummary, MainThreadResult } from './main-thread';
import type { NavigationResult } from './navigation';
import {
  earlyInpRunsList,
  earlyInpTable,
  mainThreadTable,
  navigationTable,
  notQuietNote,
  scriptRunTable,
  tapAfterDomContentLoadedTable,
  tapAfterLoadTable,
} from './report-browser';
import { tableCells } from './table-cells';

const work = (overrides: Partial<LoadWorkSummary> = {}): LoadWorkSummary => ({
  quietMs: 1500,
  taskMs: 600,
  longTaskMs: 300,
  blockingMs: 120,
  scriptMs: 250,
  scriptMsToLoad: 200,
  scriptRunBytes: 240 * 1024,
  runs: 5,
  notQuiet: 0,
  ...overrides,
});

describe('mainThreadTable', () => {
  it('compares long tasks against 40% of the base and script to load and until quiet against 15%, with blocking, all tasks and the quiet time', () => {
    const results: MainThreadResult[] = [
      {
        route: '/',
        work: {
          before: work(),
          after: work({ longTaskMs: 90, scriptMsToLoad: 20, scriptMs: 150, quietMs: 900 }),
        },
      },
    ];
    const table = tableCells(mainThreadTable(results));
    expect(table[0]).toEqual([
      'route',
      'long tasks ms before',
      'long tasks ms after',
      'long tasks ms ratio',
      'script ms to load before',
      'script ms to load after',
      'script ms to load ratio',
      'script ms before',
      'script ms after',
      'script ms ratio',
      'blocking ms before',
      'blocking ms after',
      'all tasks ms before',
      'all tasks ms after',
      'all tasks ms ratio',
      'quiet at s before',
      'quiet at s after',
    ]);
    expect(table[2]).toEqual([
      'target',
      '',
      '',
      '≤ 40%',
      '',
      '',
      '≤ 15%',
      '',
      '',
      '≤ 15%',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    expect(table[3]).toEqual([
      '`/`',
      '300',
      '90',
      '30% ✓',
      '200',
      '20',
      '10% ✓',
      '250',
      '150',
      '60% ✗',
      '120',
      '120',
      '600',
      '600',
      '100%',
      '1.5',
      '0.9',
    ]);
  });

  it('shows one column per figure without a base', () => {
    const table = tableCells(mainThreadTable([{ route: '/pricing', work: { after: work() } }]));
    expect(table[0]).toEqual([
      'route',
      'long tasks ms',
      'script ms to load',
      'script ms',
      'blocking ms',
      'all tasks ms',
      'quiet at s',
    ]);
    expect(table[2]).toEqual(['`/pricing`', '300', '200', '250', '120', '600', '1.5']);
  });
});

describe('scriptRunTable', () => {
  it('holds the script run before quiet to 10 KB on every route, on both sides', () => {
    const table = tableCells(
      scriptRunTable([
        { route: '/', work: { before: work(), after: work({ scriptRunBytes: 10 * 1024 }) } },
        { route: '/digital', work: { before: work(), after: work({ scriptRunBytes: 10.5 * 1024 }) } },
      ]),
    );
    expect(table[0]).toEqual([
      'route',
      'script run before the first interaction (KB) before',
      'script run before the first interaction (KB) after',
      'script run before the first interaction (KB) ratio',
    ]);
    expect(table[2]).toEqual(['target', '≤ 10', '≤ 10', '']);
    expect(table[3]).toEqual(['`/`', '240.0 ✗', '10.0 ✓', '4%']);
    expect(table[4]).toEqual(['`/digital`', '240.0 ✗', '10.5 ✗', '4%']);
  });
});

describe('notQuietNote', () => {
  it('names the route and side of loads that never went quiet', () => {
    expect(
      notQuietNote([
        { route: '/', work: { before: work({ notQuiet: 2 }), after: work() } },
        { route: '/digital', work: { after: work({ notQuiet: 1 }) } },
      ]),
    ).toBe(
      'Loads that never went quiet (counted to the end of their trace): `/` before 2/5, `/digital` after 1/5.',
    );
  });

  it('is absent when every load went quiet', () => {
    expect(notQuietNote([{ route: '/', work: { after: work() } }])).toBeUndefined();
  });
});

const tap = (eventMs: number, tapToDialogMs: number): TapSummary => ({ eventMs, tapToDialogMs, runs: 5 });

describe('the tap tables', () => {
  const results: InteractionResult[] = [
    {
      route: '/pricing',
      button: 'Выбрать тариф POPULAR',
      afterLoad: { before: tap(408, 2600), after: tap(96, 90) },
      afterDomContentLoaded: { before: tap(32, 3600), after: tap(24, 1100) },
    },
  ];

  it('holds the Event Timing duration after load to 200 ms and the dialog to 100 ms after the tap', () => {
    const table = tableCells(tapAfterLoadTable(results));
    expect(table[0]?.slice(0, 4)).toEqual([
      'route, button',
      'event ms before',
      'event ms after',
      'event ms ratio',
    ]);
    expect(table[2]).toEqual(['target', '≤ 200', '≤ 200', '', '≤ 100', '≤ 100', '']);
    expect(table[3]).toEqual([
      '`/pricing` «Выбрать тариф POPULAR»',
      '408 ✗',
      '96 ✓',
      '24%',
      '2600 ✗',
      '90 ✓',
      '3%',
    ]);
  });

  it('holds the tap → dialog time after DOMContentLoaded to 100 ms', () => {
    const table = tableCells(tapAfterDomContentLoadedTable(results));
    expect(table[0]?.[1]).toBe('tap → dialog ms before');
    expect(table[2]?.slice(1, 3)).toEqual(['≤ 100', '≤ 100']);
    expect(table[3]?.slice(1, 4)).toEqual(['3600 ✗', '1100 ✗', '31%']);
  });
});

const early = (...measured: EarlyInpRun[]): EarlyInpSummary => ({
  inpMs: measured.length > 0 ? Math.max(...measured.map((run) => run.inpMs)) : Number.NaN,
  doneAtMs: measured.length > 0 ? Math.max(...measured.map((run) => run.doneAtMs)) : Number.NaN,
  runs: 3,
  measured,
});

describe('the early interactions', () => {
  const typing: EarlyInpResult = {
    route: '/',
    label: 'types a name and an e-mail into the consultation form',
    sides: {
      before: early({ inpMs: 312, event: 'keydown', doneAtMs: 7430 }),
      after: early({ inpMs: 88, event: 'keyup', doneAtMs: 6120 }),
    },
  };
  const carousel: EarlyInpResult = {
    route: '/marketing',
    label: 'presses the reviews carousel’s next button',
    sides: { before: early(), after: early({ inpMs: 216, event: 'pointerdown', doneAtMs: 5120 }) },
  };

  it('holds the INP of the first 10 s to 200 ms on both sides and shows when the last action took effect', () => {
    const table = tableCells(earlyInpTable([typing, carousel]));
    expect(table[0]).toEqual([
      'route, visitor',
      'INP ms before',
      'INP ms after',
      'INP ms ratio',
      'done at s before',
      'done at s after',
    ]);
    expect(table[2]).toEqual(['target', '≤ 200', '≤ 200', '', '', '']);
    expect(table[3]).toEqual([
      '`/` types a name and an e-mail into the consultation form',
      '312 ✗',
      '88 ✓',
      '28%',
      '7.4',
      '6.1',
    ]);
  });

  it('reads n/a on a side none of whose runs was measured', () => {
    const table = tableCells(earlyInpTable([carousel]));
    expect(table[3]).toEqual([
      '`/marketing` presses the reviews carousel’s next button',
      'n/a',
      '216 ✗',
      'n/a',
      'n/a',
      '5.1',
    ]);
  });

  it('shows one column per figure without a base', () => {
    const table = tableCells(earlyInpTable([{ ...typing, sides: { after: typing.sides.after } }]));
    expect(table[0]).toEqual(['route, visitor', 'INP ms', 'done at s']);
    expect(table[2]).toEqual(['target', '≤ 200', '']);
    expect(table[3]).toEqual(['`/` types a name and an e-mail into the consultation form', '88 ✓', '6.1']);
  });

  it("lists each run's INP and event per side, and the runs not measured", () => {
    const partly: EarlyInpResult = {
      ...typing,
      sides: {
        before: {
          ...early(
            { inpMs: 312, event: 'keydown', doneAtMs: 7430 },
            { inpMs: 280, event: 'keyup', doneAtMs: 7000 },
          ),
        },
        after: typing.sides.after,
      },
    };
    expect(earlyInpRunsList([partly, carousel]).split('\n')).toEqual([
      "Each run's INP in ms and the event that set it:",
      '',
      '- `/` types a name and an e-mail into the consultation form — before: keydown 312, keyup 280, 1 not measured; after: keyup 88, 2 not measured',
      '- `/marketing` presses the reviews carousel’s next button — before: not measured; after: pointerdown 216, 2 not measured',
    ]);
  });
});

describe('navigationTable', () => {
  const scenario = { from: '/', link: 'Тарифы', to: '/pricing' };

  it('says how each side navigated and compares press → h1 painted', () => {
    const result: NavigationResult = {
      scenario,
      result: { before: { ms: 380, runs: 5, documents: 0 }, after: { ms: 190, runs: 5, documents: 5 } },
    };
    const table = tableCells(navigationTable(result));
    expect(table[0]).toEqual([
      'navigation',
      'press → h1 painted ms before',
      'press → h1 painted ms after',
      'press → h1 painted ms ratio',
    ]);
    expect(table[2]).toEqual([
      '`/` → `/pricing` («Тарифы», in the page / new document)',
      '380',
      '190',
      '50%',
    ]);
  });

  it('names one way once when both sides navigate alike', () => {
    const table = tableCells(
      navigationTable({ scenario, result: { after: { ms: 300, runs: 5, documents: 2 } } }),
    );
    expect(table[2]).toEqual(['`/` → `/pricing` («Тарифы», new document in 2/5)', '300']);
  });
});
