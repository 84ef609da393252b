import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { chromiumArgs } from '../process/chromium';
import { repoRoot } from '../webpack/shared-modules';
import { chromiumPath } from './machine';
import { median } from './stats';

/**
 * What the Module Federation runtime costs a cold page load: the bytes of the files that carry it (the shell's
 * `main.js`, each remote's `remoteEntry.js`), the time Chromium spends evaluating them, and the JavaScript time
 * sampled inside them during the whole load. Compares builds in one run, loads interleaved, so the machine's load
 * hits them alike: `tsx tools/bench/federation-runtime-cost.ts [--runs 5] [--port-base 4720] [<checkout with builds>…]`
 * (defaults to this checkout).
 */

interface RuntimeFile {
  path: string;
  transferBytes: number;
}

interface LoadCost {
  files: RuntimeFile[];
  /** `EvaluateScript` of the runtime files (compile, top-level run and the microtasks it queues), in thread time. */
  evaluateMs: number;
  /** CPU profile samples whose running function lives in a runtime file, over the whole load. */
  sampledMs: number;
  /** Navigation start to the page's first heading visible, for context. */
  headingMs: number;
}

const isRuntimeFile = (url: string, shellOrigin: string) =>
  url === `${shellOrigin}/main.js` || /\/remoteEntry\.js(\?|$)/.test(url);

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: unlike `dur`, it leaves out the time other processes of a busy machine held the core. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    data?: {
      url?: string;
      cpuProfile?: { nodes?: { id: number; callFrame: { url: string } }[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

/**
 * Sums the trace's evaluation time and sampled self time of the runtime files. A sample stands for the time to the
 * next one, at most twice the usual interval: a longer gap is the thread waiting for a core, not running.
 */
export function runtimeTime(events: TraceEvent[], isRuntime: (url: string) => boolean) {
  let evaluateUs = 0;
  for (const event of events) {
    const url = event.args?.data?.url;
    if (event.name === 'EvaluateScript' && event.ph === 'X' && url && isRuntime(url))
      evaluateUs += event.tdur ?? event.dur ?? 0;
  }
  const chunks = events.filter((event) => event.name === 'ProfileChunk');
  const deltas = chunks.flatMap((event) => event.args?.data?.timeDeltas ?? []).filter((delta) => delta > 0);
  const gapCap = deltas.length ? 2 * median(deltas) : Number.POSITIVE_INFINITY;
  // Profile chunks arrive per thread, in order; node ids are per profile (the `id` of its chunk events).
  const urlOfNode = new Map<string, string>();
  const samplesOf = new Map<string, { node: string; delta: number }[]>();
  for (const event of chunks) {
    const profile = `${event.pid}:${event.id}`;
    const data = event.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? [])
      urlOfNode.set(`${profile}:${node.id}`, node.callFrame.url);
    const deltas = data?.timeDeltas ?? [];
    const samples = samplesOf.get(profile) ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((node, index) => {
      samples.push({ node: `${profile}:${node}`, delta: deltas[index] ?? 0 });
    });
    samplesOf.set(profile, samples);
  }
  let sampledUs = 0;
  for (const samples of samplesOf.values()) {
    samples.forEach(({ node }, index) => {
      const next = samples[index + 1]?.delta ?? 0;
      if (isRuntime(urlOfNode.get(node) ?? '')) sampledUs += Math.min(Math.max(next, 0), gapCap);
    });
  }
  return { evaluateMs: evaluateUs / 1000, sampledMs: sampledUs / 1000 };
}

async function measureLoad(browser: Browser, shellOrigin: string, path: string): Promise<LoadCost> {
  const context = await browser.newContext();
  try {
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const urls = new Map<string, string>();
    const sizes = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
    cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength));
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
    const started = Date.now();
    const response = await page.goto(`${shellOrigin}${path}`);
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const headingMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const files = [...urls]
      .filter(([, url]) => isRuntimeFile(url, shellOrigin))
      .map(([id, url]) => ({ path: url, transferBytes: sizes.get(id) ?? 0 }));
    return {
      files,
      ...runtimeTime(trace.traceEvents, (url) => isRuntimeFile(url, shellOrigin)),
      headingMs,
    };
  } finally {
    await context.close();
  }
}

interface SiteHandle {
  root: string;
  shellOrigin: string;
  stop: () => Promise<void>;
}

/**
 * Starts the composed site of a checkout (its own servers and builds) on ports from `base`: the shell and the remotes;
 * the pages measured send no form, so the functions and their database stay off.
 */
async function startSite(root: string, base: number): Promise<SiteHandle> {
  const { Site, localSite, allPieces } = (await import(
    join(root, 'tools/process/site.ts')
  )) as typeof import('../process/site');
  const work = mkdtempSync(join(tmpdir(), 'runtime-cost-'));
  const { ports, env } = localSite(base, work);
  const logs: string[] = [];
  const site = new Site({ env, log: (piece, line) => logs.push(`${piece}: ${line}`) });
  const stop = async () => {
    await site.stopAll();
    rmSync(work, { recursive: true, force: true });
  };
  try {
    await site.startAll(allPieces.filter((piece) => piece !== 'functions'));
  } catch (error) {
    console.error(logs.join('\n'));
    await stop();
    throw error;
  }
  return { root, shellOrigin: `http://localhost:${ports.shell}`, stop };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: number) => {
    const index = args.indexOf(name);
    if (index === -1) return fallback;
    const [value] = args.splice(index, 2).slice(1);
    return Number(value);
  };
  const runs = option('--runs', 5);
  const portBase = option('--port-base', 4720);
  const roots = (args.length ? args : [repoRoot]).map((root) => resolve(root));
  const routes = ['/', '/ambassador'];

  const sites: SiteHandle[] = [];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const [index, root] of roots.entries()) sites.push(await startSite(root, portBase + index * 10));
    const results = new Map<string, LoadCost[]>();
    const key = (site: SiteHandle, route: string) => `${site.root} ${route}`;
    // One warm-up load per site and route (servers' first renders and file reads), not counted.
    for (const route of routes) for (const site of sites) await measureLoad(browser, site.shellOrigin, route);
    for (let run = 0; run < runs; run += 1) {
      for (const route of routes) {
        // Each checkout goes first every other time, so neither always meets a warmer (or busier) machine.
        for (const site of run % 2 ? [...sites].reverse() : sites) {
          const cost = await measureLoad(browser, site.shellOrigin, route);
          results.set(key(site, route), [...(results.get(key(site, route)) ?? []), cost]);
        }
      }
    }
    for (const route of routes) {
      for (const site of sites) {
        const costs = results.get(key(site, route)) ?? [];
        const first = costs[0];
        const files = (first?.files ?? []).map(
          (file) => `${new URL(file.path).port}${new URL(file.path).pathname} ${kb(file.transferBytes)} KB`,
        );
        console.log(`${route}  ${site.root}`);
        console.log(`  runtime files (transferred, gzip): ${files.join(', ')}`);
        console.log(
          `  evaluate ${median(costs.map((c) => c.evaluateMs)).toFixed(1)} ms · sampled JS in them ${median(
            costs.map((c) => c.sampledMs),
          ).toFixed(
            1,
          )} ms · heading visible ${median(costs.map((c) => c.headingMs)).toFixed(0)} ms (medians of ${costs.length})`,
        );
        console.log(`  evaluate per run: ${costs.map((c) => c.evaluateMs.toFixed(1)).join(' ')}`);
        console.log(`  sampled per run:  ${costs.map((c) => c.sampledMs.toFixed(1)).join(' ')}`);
      }
    }
  } finally {
    await browser.close();
    for (const site of sites) await site.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: Error) => {
    console.error(error);
    process.exit(1);
  });
}
