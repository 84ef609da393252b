import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { prepareBase, startBaseSite } from './bench/base-site';
import { type BenchSite, ensureBuilt, startBenchSite } from './bench/bench-site';
import { benchBuilds } from './bench/build-times';
import type { SiteSet } from './bench/compare';
import { benchEarlyInp } from './bench/early-inp';
import { benchFlood } from './bench/flood';
import { benchFunctions } from './bench/functions-bench';
import { benchHotUpdates } from './bench/hot-updates';
import { benchInboxSearch, searchedLeads } from './bench/inbox-search';
import { benchInteractions } from './bench/interaction';
import { describeMachine } from './bench/machine';
import { benchMainThread } from './bench/main-thread';
import { benchNavigation } from './bench/navigation';
import { benchPages } from './bench/pages-bench';
import { type BenchReport, formatReport } from './bench/report';
import { retried } from './bench/retried';
import { benchRoutes } from './bench/targets';
import { interactionCpuSlowdown } from './bench/throttling';
import { type BenchPart, readToolEnv, type ToolEnv } from './env';
import { repoRoot } from './webpack/shared-modules';

/** The parts that measure the running sites, this worktree's and the base's. */
const siteParts: readonly BenchPart[] = ['pages', 'mainthread', 'interaction', 'navigation', 'flood'];

/** This worktree's site, and the base commit's beside it when BENCH_BASE names one; `stop` ends both. */
async function startSites(env: ToolEnv): Promise<{
  sites: SiteSet;
  base?: BenchReport['base'];
  stop: () => Promise<void>;
}> {
  const portBase = env.BENCH_PORT_BASE;
  const base = env.BENCH_BASE ? await prepareBase(env.BENCH_BASE) : undefined;
  await ensureBuilt();
  const started: BenchSite[] = [];
  const stop = async () => {
    await Promise.all(started.map((site) => site.stop()));
  };
  try {
    console.log(`▸ starting the site on ports from ${portBase}…`);
    // A busy machine can keep a piece from answering within its start-up time: each site gets three tries.
    const after = await retried(() => startBenchSite(portBase));
    started.push(after);
    if (!base) return { sites: { after }, stop };
    const basePortBase = env.BENCH_BASE_PORT_BASE;
    console.log(`▸ starting the base site (${base.commit.slice(0, 12)}) on ports from ${basePortBase}…`);
    const before = await retried(() => startBaseSite(base, basePortBase));
    started.push(before);
    return { sites: { after, before }, base: { commit: base.commit, subject: base.subject }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * `npm run bench`: measurements, not tests. Prints one report and writes it to `.tmp/bench.md`.
 * Parts (env BENCH_ONLY, comma-separated; all by default):
 * - pages: page weight and Lighthouse per route;
 * - mainthread: main-thread work and JavaScript of each route's cold load until the page is quiet (CDP trace);
 * - interaction: tap on the primary button of `/`, `/pricing`, `/digital` at 4× CPU on slow 4G, right after load and
 *   right after DOMContentLoaded (Event Timing, tap → dialog painted); and the INP of a visitor's interactions in the
 *   first 10 s of a page, acting from DOMContentLoaded (typing into the consultation form on `/`, the calculator's
 *   first plus on `/pricing`, the reviews carousel's next button on `/marketing`);
 * - navigation: `/` → `/pricing` by the main menu at 4× CPU (press → next page's h1 painted);
 * - flood: one client floods referral picture URLs, made-up and of BENCH_FLOOD_NAMES real ambassadors, for
 *   BENCH_FLOOD_SECONDS with BENCH_FLOOD_CONNECTIONS, twice (all real, then one in 10); `/pricing`'s latency from
 *   another client and whether real referral pages opened meanwhile name their ambassador;
 * - functions: functions throughput;
 * - search: the team inbox's search among 100,000 leads on a throwaway PostgreSQL, with and without its trigram
 *   indexes;
 * - hot: `npm run dev` with a form open and filled in: BENCH_HOT_SAVES saves each of a shared-ui form, a remote's
 *   texts and a server-rendered heading, timed from the write to the text on screen (median, and reloads);
 * - build: build times.
 * BENCH_BASE=<commit> also builds that commit in `.tmp/bench-base/<commit>` and measures its site beside this
 * worktree's in alternate runs (before | after | ratio). Every BENCH_ variable, with its default, is in `tools/env.ts`.
 */
async function main() {
  const env = readToolEnv();
  const chosen = env.BENCH_ONLY;
  const runs = env.BENCH_RUNS;
  const browserRuns = env.BENCH_BROWSER_RUNS;
  const seconds = env.BENCH_SECONDS;
  const { version: lighthouseVersion } = JSON.parse(
    readFileSync(join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8'),
  ) as { version: string };
  const report: BenchReport = {
    date: new Date(),
    machine: describeMachine(),
    lighthouseVersion,
    runs,
  };
  if (chosen.some((part) => siteParts.includes(part))) {
    const { sites, base, stop } = await startSites(env);
    try {
      if (base) report.base = base;
      if (chosen.includes('pages')) report.pages = await benchPages(sites, runs);
      if (chosen.includes('mainthread')) {
        report.mainThread = {
          runs: browserRuns,
          results: await benchMainThread(sites, benchRoutes, browserRuns),
        };
      }
      if (chosen.includes('interaction')) {
        report.interaction = {
          runs: browserRuns,
          cpuSlowdown: interactionCpuSlowdown,
          results: await benchInteractions(sites, browserRuns),
          earlyInp: await benchEarlyInp(sites, browserRuns),
        };
      }
      if (chosen.includes('navigation')) {
        report.navigation = {
          runs: browserRuns,
          cpuSlowdown: interactionCpuSlowdown,
          result: await benchNavigation(sites, browserRuns),
        };
      }
      if (chosen.includes('flood')) {
        console.log('▸ a flood of referral pictures…');
        report.flood = await benchFlood(sites, {
          seconds: env.BENCH_FLOOD_SECONDS,
          connections: env.BENCH_FLOOD_CONNECTIONS,
          names: env.BENCH_FLOOD_NAMES,
          pages: 29,
        });
      }
    } finally {
      await stop();
    }
  }
  if (chosen.includes('functions')) {
    console.log(`▸ functions throughput (autocannon, 50 connections, ${seconds} s a run)…`);
    report.functions = { seconds, rows: await benchFunctions() };
  }
  if (chosen.includes('search')) {
    console.log(`▸ the inbox search among ${searchedLeads.toLocaleString('en')} leads on PostgreSQL…`);
    report.inboxSearch = await benchInboxSearch(env.BENCH_SEARCH_RUNS);
  }
  if (chosen.includes('hot')) {
    console.log(`▸ hot updates in npm run dev (${env.BENCH_HOT_SAVES} saves of each kind)…`);
    report.hotUpdates = await benchHotUpdates(env.BENCH_PORT_BASE, env.BENCH_HOT_SAVES);
  }
  if (chosen.includes('build')) {
    console.log('▸ build times…');
    report.builds = await benchBuilds();
  }
  const text = formatReport(report);
  mkdirSync(join(repoRoot, '.tmp'), { recursive: true });
  writeFileSync(join(repoRoot, '.tmp/bench.md'), text);
  console.log(`\n${text}`);
  console.log('▸ written to .tmp/bench.md');
}

main().catch((error: Error) => {
  console.error(`✖ ${error.message}`);
  process.exit(1);
});
