import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt } from './bench/bench-site';
import { benchBuilds } from './bench/build-times';
import { benchFunctions } from './bench/functions-bench';
import { describeMachine } from './bench/machine';
import { benchPages } from './bench/pages-bench';
import { type BenchReport, formatReport } from './bench/report';
import { repoRoot } from './webpack/shared-modules';

const parts = ['pages', 'functions', 'build'] as const;
type Part = (typeof parts)[number];

function selectedParts(): Part[] {
  const only = process.env.BENCH_ONLY;
  if (!only) return [...parts];
  const chosen = only.split(',').map((part) => part.trim());
  const unknown = chosen.filter((part) => !parts.includes(part as Part));
  if (unknown.length > 0)
    throw new Error(`BENCH_ONLY: unknown part ${unknown.join(', ')}; one of ${parts.join('|')}`);
  return chosen as Part[];
}

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
}

/**
 * `npm run bench`: measurements, not tests. Prints one report (page weight and Lighthouse per route, functions
 * throughput, build times) and writes it to `.tmp/bench.md`.
 * Env: BENCH_ONLY=pages|functions|build, BENCH_RUNS (Lighthouse runs per route, 3), BENCH_SECONDS (autocannon, 10),
 * BENCH_PORT_BASE (the site's ports, 4200),
 * BENCH_CPU_SLOWDOWN (Lighthouse's CPU slowdown; by default set from the host's benchmarkIndex).
 */
async function main() {
  const chosen = selectedParts();
  const runs = positive('BENCH_RUNS', 3);
  const seconds = positive('BENCH_SECONDS', 10);
  const { version: lighthouseVersion } = JSON.parse(
    readFileSync(join(repoRoot, 'node_modules/lighthouse/package.json'), 'utf8'),
  ) as { version: string };
  const report: BenchReport = {
    date: new Date(),
    machine: describeMachine(),
    lighthouseVersion,
    runs,
  };
  if (chosen.includes('pages')) {
    await ensureBuilt();
    report.pages = await benchPages(runs);
  }
  if (chosen.includes('functions')) {
    console.log(`▸ functions throughput (autocannon, 50 connections, ${seconds} s a run)…`);
    report.functions = { seconds, rows: await benchFunctions() };
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
