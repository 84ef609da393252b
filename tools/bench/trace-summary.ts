import { type InlineScript, inlineScriptAt, inlineScripts } from './inline-scripts';

/** One event of a Chromium trace (the JSON trace event format; times in microseconds). */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { frame?: string; data?: Record<string, unknown> } & Record<string, unknown>;
}

/** What loading one page cost its main thread, from its navigation start until it went quiet. */
export interface LoadWork {
  /** Milliseconds from the navigation start to the moment the page went quiet; undefined if it never did in the trace. */
  quietMs: number | undefined;
  /** Milliseconds of every main-thread task in the window. */
  taskMs: number;
  /** Milliseconds of the tasks longer than 50 ms, counted whole. */
  longTaskMs: number;
  /** The parts of those tasks past their first 50 ms (what Total Blocking Time adds up). */
  blockingMs: number;
  /** Milliseconds the main thread spent compiling and running script (self time, as Lighthouse groups it). */
  scriptMs: number;
  /**
   * The part of `scriptMs` that began before the load event ended: the page's own loading, without what it does once
   * loaded (the inserting of its after-load prefetches, whose request starts a trace counts as script).
   */
  scriptMsToLoad: number;
  /**
   * The script the main thread ran before the page went quiet (see `scriptRunBytes`): nothing interacted with the page,
   * so all of it ran before a visitor's first interaction.
   */
  scriptRunBytes: number;
}

/** A task longer than this is a long task (the Long Tasks API's threshold). */
export const longTaskMs = 50;

/**
 * The page is quiet from the first moment after its load event that begins 2 s with no request in flight, no long
 * task, less than 50 ms of main-thread tasks in all and none in its first 100 ms: sparse timers may tick, but a
 * hydration cut into 5 ms slices keeps the page busy to its last slice.
 */
export const quietRule = { windowMs: 2000, taskBudgetMs: 50, idleLeadMs: 100 } as const;

/** Lighthouse's main-thread task groups for script (core/lib/tracehouse/task-groups.js). */
const scriptEventNames = new Set([
  'v8.compile',
  'v8.compileModule',
  'v8.parseOnBackground',
  'EventDispatch',
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireIdleCallback',
  'FireAnimationFrame',
  'RunMicrotasks',
  'V8.Execute',
]);

/** The events Lighthouse puts in any other group: they stop a script group from passing to their children. */
const otherGroupNames = new Set([
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'ScheduleStyleRecalculation',
  'UpdateLayoutTree',
  'InvalidateLayout',
  'Layout',
  'Animation',
  'HitTest',
  'PaintSetup',
  'Paint',
  'PaintImage',
  'RasterTask',
  'ScrollLayer',
  'UpdateLayer',
  'UpdateLayerTree',
  'CompositeLayers',
  'PrePaint',
  'MinorGC',
  'MajorGC',
  'BlinkGC.AtomicPhase',
  'ThreadState::performIdleLazySweep',
  'ThreadState::completeSweep',
  'BlinkGCMarking',
]);

const ms = (microseconds: number) => microseconds / 1000;
const data = (event: TraceEvent) => event.args?.data ?? {};

interface Document {
  pid: number;
  tid: number;
  frame: string;
  start: number;
  url: string;
}

/** The document the trace loaded: the outermost main frame's navigation start for an http(s) URL, on its main thread. */
export function loadedDocument(events: readonly TraceEvent[], url?: string): Document {
  const start = events.find((event) => {
    if (event.name !== 'navigationStart' || data(event).isOutermostMainFrame !== true) return false;
    const loaded = String(data(event).documentLoaderURL ?? '');
    return url ? loaded === url : /^https?:/.test(loaded);
  });
  if (!start?.args?.frame) throw new Error(`no navigation to ${url ?? 'a web page'} in the trace`);
  return {
    pid: start.pid,
    tid: start.tid,
    frame: start.args.frame,
    start: start.ts,
    url: String(data(start).documentLoaderURL),
  };
}

/** The top-level tasks of one thread (a task run inside another by a nested loop is part of it), in order. */
export function topLevelTasks(events: readonly TraceEvent[], pid: number, tid: number): TraceEvent[] {
  const tasks = events
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && event.pid === pid && event.tid === tid)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const top: TraceEvent[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const task of tasks) {
    if (task.ts < end) continue;
    top.push(task);
    end = task.ts + (task.dur ?? 0);
  }
  return top;
}

interface Request {
  url: string;
  start: number;
  end: number;
  type: string;
  bytes: number;
}

/** The document's requests as its renderer saw them; one never finished is in flight until the trace ends. */
export function requestsOf(events: readonly TraceEvent[], pid: number): Request[] {
  const requests = new Map<string, Request>();
  for (const event of events) {
    if (event.pid !== pid) continue;
    const id = String(data(event).requestId ?? '');
    if (event.name === 'ResourceSendRequest' && !requests.has(id)) {
      requests.set(id, {
        url: String(data(event).url ?? ''),
        start: event.ts,
        end: Number.POSITIVE_INFINITY,
        type: String(data(event).resourceType ?? ''),
        bytes: 0,
      });
    } else if (event.name === 'ResourceFinish') {
      const request = requests.get(id);
      if (request) {
        request.end = event.ts;
        request.bytes = Number(data(event).encodedDataLength ?? 0);
      }
    }
  }
  return [...requests.values()];
}

/** The first quiet moment at or after `from` (µs) by `quietRule`, or undefined if the trace ends before one. */
export function quietMoment(
  tasks: readonly TraceEvent[],
  requests: readonly Request[],
  from: number,
  traceEnd: number,
): number | undefined {
  const window = quietRule.windowMs * 1000;
  const candidates = [
    from,
    ...tasks.map((task) => task.ts + (task.dur ?? 0)),
    ...requests.map((request) => request.end),
  ]
    .filter((time) => time >= from && Number.isFinite(time))
    .sort((a, b) => a - b);
  for (const at of candidates) {
    const until = at + window;
    if (until > traceEnd) return undefined;
    if (requests.some((request) => request.start < until && request.end > at)) continue;
    const lead = at + quietRule.idleLeadMs * 1000;
    let busy = 0;
    let long = false;
    let early = false;
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      if (end <= at || task.ts >= until) continue;
      busy += Math.min(end, until) - Math.max(task.ts, at);
      if ((task.dur ?? 0) > longTaskMs * 1000) long = true;
      if (task.ts < lead) early = true;
    }
    if (!long && !early && busy < quietRule.taskBudgetMs * 1000) return at;
  }
  return undefined;
}

/**
 * Self time of the script groups among one thread's complete events in [from, to): each event is in the group its
 * name gives, or else in its parent's, as Lighthouse's main-thread breakdown counts it.
 */
export function scriptSelfTime(
  events: readonly TraceEvent[],
  pid: number,
  tid: number,
  from: number,
  to: number,
) {
  const onThread = events
    .filter(
      (event) =>
        event.ph === 'X' && event.pid === pid && event.tid === tid && event.ts >= from && event.ts < to,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const stack: { end: number; duration: number; script: boolean; children: number }[] = [];
  let total = 0;
  const close = () => {
    const done = stack.pop();
    if (done?.script) total += done.duration - done.children;
  };
  for (const event of onThread) {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= event.ts) close();
    const parent = stack.at(-1);
    const end = Math.min(event.ts + (event.dur ?? 0), parent?.end ?? Number.POSITIVE_INFINITY);
    const duration = end - event.ts;
    if (parent) parent.children += duration;
    const script = scriptEventNames.has(event.name)
      ? true
      : otherGroupNames.has(event.name)
        ? false
        : (parent?.script ?? false);
    stack.push({ end, duration, script, children: 0 });
  }
  while (stack.length > 0) close();
  return total;
}

/**
 * The bytes of script the document's main thread ran in [document start, `to`): every classic script it evaluated
 * (EvaluateScript) and every module it compiled (v8.compileModule), each counted once. An external script weighs its
 * bytes on the wire (its first finished request in the trace); an inline one, which the event names by the document's
 * URL and the position of its text, the UTF-8 length of its text in the document's `html`. Scripts fetched and never
 * run (prefetched or preloaded for later) weigh nothing; an inline script the page added by itself cannot be found in
 * the HTML and weighs nothing either.
 */
export function scriptRunBytes(
  events: readonly TraceEvent[],
  document: Document,
  to: number,
  requests: readonly Request[],
  html: string,
): number {
  const wire = new Map<string, number>();
  for (const request of requests) {
    if (Number.isFinite(request.end) && !wire.has(request.url)) wire.set(request.url, request.bytes);
  }
  const inline = inlineScripts(html);
  const ran = new Set<string | InlineScript>();
  for (const event of events) {
    if (event.pid !== document.pid || event.tid !== document.tid) continue;
    if (event.ts < document.start || event.ts >= to) continue;
    if (event.name === 'EvaluateScript') {
      const { url, lineNumber, columnNumber } = data(event);
      if (typeof url !== 'string' || url === '') continue;
      if (url === document.url) {
        const script = inlineScriptAt(inline, html, Number(lineNumber), Number(columnNumber));
        if (script) ran.add(script);
      } else ran.add(url);
    } else if (event.name === 'v8.compileModule') {
      const url = event.args?.fileName;
      if (typeof url === 'string' && url !== '' && url !== document.url) ran.add(url);
    }
  }
  let bytes = 0;
  for (const script of ran) bytes += typeof script === 'string' ? (wire.get(script) ?? 0) : script.bytes;
  return bytes;
}

/**
 * The main-thread work of the page load in the trace, from its navigation start until it was quiet (or the trace
 * ended); `html` is the document as served, where its inline scripts are sized.
 */
export function summariseLoad(events: readonly TraceEvent[], url?: string, html = ''): LoadWork {
  const document = loadedDocument(events, url);
  const traceEnd = Math.max(...events.map((event) => event.ts + (event.dur ?? 0)));
  const tasks = topLevelTasks(events, document.pid, document.tid).filter((task) => task.ts >= document.start);
  const requests = requestsOf(events, document.pid).filter((request) => request.start >= document.start);
  const load = events.find(
    (event) =>
      event.name === 'loadEventEnd' &&
      event.pid === document.pid &&
      event.args?.frame === document.frame &&
      event.ts >= document.start,
  );
  const quiet = load ? quietMoment(tasks, requests, load.ts, traceEnd) : undefined;
  const end = quiet ?? traceEnd;
  const inWindow = tasks.filter((task) => task.ts < end);
  const long = inWindow.filter((task) => (task.dur ?? 0) > longTaskMs * 1000);
  return {
    quietMs: quiet === undefined ? undefined : ms(quiet - document.start),
    taskMs: ms(inWindow.reduce((sum, task) => sum + Math.min(task.ts + (task.dur ?? 0), end) - task.ts, 0)),
    longTaskMs: ms(long.reduce((sum, task) => sum + (task.dur ?? 0), 0)),
    blockingMs: ms(long.reduce((sum, task) => sum + (task.dur ?? 0) - longTaskMs * 1000, 0)),
    scriptMs: ms(scriptSelfTime(events, document.pid, document.tid, document.start, end)),
    scriptMsToLoad: ms(
      scriptSelfTime(events, document.pid, document.tid, document.start, Math.min(load?.ts ?? end, end)),
    ),
    scriptRunBytes: scriptRunBytes(events, document, end, requests, html),
  };
}
