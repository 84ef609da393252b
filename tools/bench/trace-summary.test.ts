import {
  loadedDocument,
  quietMoment,
  requestsOf,
  scriptRunBytes,
  scriptSelfTime,
  summariseLoad,
  type TraceEvent,
  topLevelTasks,
} from './trace-summary';

const page = { pid: 20, tid: 20 };
const url = 'http://localhost:4800/pricing';
const us = (ms: number) => ms * 1000;

const complete = (name: string, startMs: number, durationMs: number, thread = page): TraceEvent => ({
  name,
  ph: 'X',
  ts: us(startMs),
  dur: us(durationMs),
  ...thread,
});
const task = (startMs: number, durationMs: number, thread = page) =>
  complete('RunTask', startMs, durationMs, thread);
/** A classic script's evaluation; an inline one names the document's URL and where its text starts. */
const evaluate = (
  script: string,
  startMs: number,
  durationMs: number,
  { line = 1, column = 1, thread = page } = {},
): TraceEvent => ({
  ...complete('EvaluateScript', startMs, durationMs, thread),
  args: { data: { url: script, lineNumber: line, columnNumber: column, frame: 'MAIN' } },
});
const navigationStart = (atMs: number, loaded: string, thread = page): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  ts: us(atMs),
  ...thread,
  args: { frame: 'MAIN', data: { documentLoaderURL: loaded, isOutermostMainFrame: true } },
});
const loadEnd = (atMs: number): TraceEvent => ({
  name: 'loadEventEnd',
  ph: 'R',
  ts: us(atMs),
  ...page,
  args: { frame: 'MAIN' },
});
const request = (
  id: string,
  type: string,
  fromMs: number,
  toMs: number | undefined,
  bytes: number,
): TraceEvent[] => [
  {
    name: 'ResourceSendRequest',
    ph: 'I',
    ts: us(fromMs),
    ...page,
    args: { data: { requestId: id, resourceType: type, url: `${url}/${id}` } },
  },
  ...(toMs === undefined
    ? []
    : [
        {
          name: 'ResourceFinish',
          ph: 'I',
          ts: us(toMs),
          ...page,
          args: { data: { requestId: id, encodedDataLength: bytes } },
        },
      ]),
];
const traceEnd = (atMs: number): TraceEvent => ({ name: 'UpdateCounters', ph: 'I', ts: us(atMs), ...page });

/** The document as served: the early script inline in its head (text from line 3, column 9), the main one external. */
const html = [
  '<!doctype html>',
  '<html><head>',
  '<script>early()</script>',
  `<script defer src="${url}/main"></script>`,
  '</head><body><script type="application/json">{}</script></body></html>',
].join('\n');

/**
 * A load: navigation at 0, the inline early script in a 10 ms task, a 120 ms task with the main script, load at
 * 400 ms, then whatever `after` adds.
 */
const load = (...after: TraceEvent[]): TraceEvent[] => [
  navigationStart(-50, '', { pid: 10, tid: 10 }),
  navigationStart(0, url),
  ...request('document', 'Document', 0, 40, 3000),
  task(42, 10),
  evaluate(url, 43, 5, { line: 3, column: 9 }),
  ...request('main', 'Script', 50, 150, 80_000),
  task(160, 120),
  evaluate(`${url}/main`, 165, 100),
  task(300, 20),
  loadEnd(400),
  ...after,
];

describe('loadedDocument', () => {
  it("takes the page's navigation, not the blank page's before it, with its main thread", () => {
    expect(loadedDocument(load(traceEnd(5000)))).toEqual({ ...page, frame: 'MAIN', start: 0, url });
    expect(loadedDocument(load(traceEnd(5000)), url).start).toBe(0);
  });

  it('refuses a trace without the navigation', () => {
    expect(() => loadedDocument(load(), 'http://localhost:4800/digital')).toThrow(
      'no navigation to http://localhost:4800/digital in the trace',
    );
  });
});

describe('topLevelTasks', () => {
  it("keeps the thread's tasks in order, a nested one inside its outer task, and no other thread's", () => {
    const tasks = topLevelTasks(
      [task(300, 10), task(100, 50), task(120, 5), task(100, 5, { pid: 10, tid: 10 })],
      page.pid,
      page.tid,
    );
    expect(tasks.map((each) => [each.ts, each.dur])).toEqual([
      [us(100), us(50)],
      [us(300), us(10)],
    ]);
  });
});

describe('requestsOf', () => {
  it('pairs each request with its finish and keeps one never finished in flight', () => {
    const requests = requestsOf(
      [...request('a', 'Script', 10, 30, 500), ...request('b', 'Fetch', 20, undefined, 0)],
      20,
    );
    expect(requests).toEqual([
      { url: `${url}/a`, start: us(10), end: us(30), type: 'Script', bytes: 500 },
      { url: `${url}/b`, start: us(20), end: Number.POSITIVE_INFINITY, type: 'Fetch', bytes: 0 },
    ]);
  });
});

describe('quietMoment', () => {
  it('is the load itself when nothing follows it for 2 s', () => {
    expect(quietMoment([task(0, 300)], [], us(400), us(2400))).toBe(us(400));
  });

  it('waits for the last request to finish and the last long task to end', () => {
    const requests = requestsOf(request('island', 'Script', 500, 900, 1000), 20);
    expect(quietMoment([task(1000, 80)], requests, us(400), us(5000))).toBe(us(1080));
  });

  it('lets sparse timers tick, but not a hydration cut into 5 ms slices', () => {
    const timers = [1000, 1500, 2000, 2500, 3000].map((at) => task(at, 2));
    expect(quietMoment(timers, [], us(400), us(5000))).toBe(us(400));
    const slices = Array.from({ length: 100 }, (_, index) => task(500 + index * 6, 5));
    expect(quietMoment([...slices, ...timers], [], us(400), us(5000))).toBe(us(500 + 99 * 6 + 5));
  });

  it('is unknown when the trace ends before 2 quiet seconds', () => {
    expect(quietMoment([task(500, 10)], [], us(400), us(2300))).toBeUndefined();
  });
});

describe('scriptSelfTime', () => {
  it("counts script events' own time and their unnamed children, not the layout they force", () => {
    const events = [
      task(0, 100),
      complete('EvaluateScript', 10, 50),
      complete('v8.compile', 10, 10),
      complete('Layout', 40, 10),
      complete('FunctionCall', 70, 20),
      complete('v8.run', 72, 15),
      complete('ParseHTML', 90, 5),
      complete('FunctionCall', 70, 20, { pid: 10, tid: 10 }),
    ];
    expect(scriptSelfTime(events, page.pid, page.tid, 0, us(1000)) / 1000).toBe(30 + 10 + 20);
  });

  it('leaves out what starts outside the window', () => {
    const events = [complete('EvaluateScript', 10, 50), complete('FunctionCall', 500, 20)];
    expect(scriptSelfTime(events, page.pid, page.tid, 0, us(400)) / 1000).toBe(50);
  });
});

describe('scriptRunBytes', () => {
  const events = load(traceEnd(5000));
  const document = loadedDocument(events, url);
  const requests = requestsOf(events, page.pid);

  it('weighs an external script by its bytes on the wire and an inline one by its text', () => {
    expect(scriptRunBytes(events, document, us(1000), requests, html)).toBe(80_000 + 'early()'.length);
  });

  it('counts a script run twice once, and what another thread or the time after the window ran not at all', () => {
    const more = [
      ...events,
      evaluate(`${url}/main`, 320, 5),
      evaluate(url, 330, 1, { line: 3, column: 9 }),
      evaluate(`${url}/main`, 340, 5, { thread: { pid: 20, tid: 21 } }),
      ...request('island', 'Script', 300, 350, 20_000),
      evaluate(`${url}/island`, 1200, 30),
    ];
    expect(scriptRunBytes(more, document, us(1000), requestsOf(more, page.pid), html)).toBe(
      80_000 + 'early()'.length,
    );
  });

  it('leaves out a script fetched for later and never run', () => {
    const prefetched = [...events, ...request('later', 'Script', 420, 600, 50_000)];
    expect(scriptRunBytes(prefetched, document, us(1000), requestsOf(prefetched, page.pid), html)).toBe(
      80_000 + 'early()'.length,
    );
  });

  it('counts a module compiled by its bytes on the wire', () => {
    const modules = [
      ...events,
      ...request('module', 'Script', 200, 250, 7000),
      { ...complete('v8.compileModule', 260, 5), args: { fileName: `${url}/module` } },
    ];
    expect(scriptRunBytes(modules, document, us(1000), requestsOf(modules, page.pid), html)).toBe(
      80_000 + 'early()'.length + 7000,
    );
  });

  it('weighs nothing for an inline script the HTML does not hold', () => {
    expect(scriptRunBytes(events, document, us(1000), requests, '')).toBe(80_000);
  });
});

describe('summariseLoad', () => {
  it('adds up the tasks, long tasks, script time and script run until the page is quiet', () => {
    const work = summariseLoad(
      load(
        ...request('prefetched', 'Script', 420, 700, 40_000),
        ...request('late', 'Script', 3500, 3600, 9000),
        task(3610, 70),
        evaluate(`${url}/late`, 3615, 60),
        traceEnd(6000),
      ),
      url,
      html,
    );
    expect(work).toEqual({
      quietMs: 700,
      taskMs: 150,
      longTaskMs: 120,
      blockingMs: 70,
      scriptMs: 105,
      scriptMsToLoad: 105,
      scriptRunBytes: 80_000 + 'early()'.length,
    });
  });

  it('tells the script run before the load event ended from what ran after it, before the page was quiet', () => {
    const work = summariseLoad(load(task(450, 20), evaluate(url, 455, 15), traceEnd(6000)), url, html);
    expect(work.scriptMs).toBe(120);
    expect(work.scriptMsToLoad).toBe(105);
  });

  it('counts a task of exactly 50 ms as no long task', () => {
    expect(summariseLoad(load(task(450, 50), traceEnd(5000))).longTaskMs).toBe(120);
  });

  it('runs to the end of the trace when the page never went quiet', () => {
    const busy = Array.from({ length: 30 }, (_, index) => task(500 + index * 100, 60));
    const work = summariseLoad(load(...busy, traceEnd(3490)));
    expect(work.quietMs).toBeUndefined();
    expect(work.longTaskMs).toBe(120 + 30 * 60);
    expect(work.taskMs).toBe(150 + 30 * 60);
  });

  it('has no quiet moment without a load event', () => {
    const events = load(traceEnd(9000)).filter((event) => event.name !== 'loadEventEnd');
    expect(summariseLoad(events).quietMs).toBeUndefined();
  });
});
