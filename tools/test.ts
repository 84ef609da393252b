import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from './build';
import { checkBrowserBundles } from './bundle-packages';
import { type ChangeScope, changedFiles, changeScope, listedTests, reachedTests } from './changed';
import { readToolEnv, type ToolEnv } from './env';
import { chromiumPath } from './launch/chromium';
import { run } from './launch/run';
import { startThrowawayPostgres } from './pg-cluster';
import { checkBuildsForServerNames } from './server-names-in-builds';
import { checkRussianInScripts } from './texts-in-builds';
import { repoRoot } from './webpack/shared-modules';

const tmp = join(repoRoot, '.tmp');
const skipped: string[] = [];
const bin = (name: string) => join(repoRoot, 'node_modules/.bin', name);

async function step(name: string, fn: () => Promise<void>) {
  const started = Date.now();
  console.log(`\n━━ ${name}`);
  await fn();
  console.log(`━━ ${name}: ok (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** A throwaway PostgreSQL 15 for the functions' tests; required when REQUIRE_POSTGRES=1. */
async function postgresForTests(env: ToolEnv) {
  if (env.TEST_DATABASE_URL) return { url: env.TEST_DATABASE_URL, stop: async () => undefined };
  try {
    return await startThrowawayPostgres();
  } catch (error) {
    const message = `PostgreSQL tests: ${(error as Error).message}`;
    if (env.REQUIRE_POSTGRES) throw new Error(`${message} (REQUIRE_POSTGRES=1)`);
    skipped.push(`${message} — skipped; set REQUIRE_POSTGRES=1 to make this fail`);
    return undefined;
  }
}

/** Installs Debian's Chromium, the one system package, when it is missing and we may (root with apt). */
function ensureChromium(chromium: string): boolean {
  if (existsSync(chromium)) return true;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('▸ installing chromium from the distribution packages…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    return existsSync(chromium);
  }
  return false;
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function jestCounts(): Counts {
  const report = JSON.parse(readFileSync(join(tmp, 'jest-results.json'), 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
  };
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests };
}

function e2eCounts(): Counts {
  const file = join(tmp, 'e2e-results.json');
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; skipped: number; flaky: number };
  };
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

/** What `npm test` was asked for: the whole suite, or (`--changed [--base REV]`) the checks a change can reach. */
function readArgs(argv: readonly string[]): { changed: false } | { changed: true; base: string } {
  if (!argv.includes('--changed')) return { changed: false };
  const at = argv.indexOf('--base');
  return { changed: true, base: at >= 0 ? (argv[at + 1] ?? 'HEAD') : 'HEAD' };
}

/** What the test runners counted, kept as each finishes, so a failed run still reports them. */
interface RunCounts {
  jest?: Counts;
  e2e?: Counts;
}

const typeCheck = () =>
  step('type check (tsc --noEmit)', () =>
    run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], { label: 'tsc' }),
  );

/** Jest, on the files given or on all of them, with a throwaway PostgreSQL when `postgres` asks for one. */
const jestStep = (
  name: string,
  env: ToolEnv,
  counts: RunCounts,
  files: readonly string[],
  postgres: boolean,
) =>
  step(name, async () => {
    const database = postgres ? await postgresForTests(env) : undefined;
    try {
      await run(
        bin('jest'),
        [
          '--ci',
          '--json',
          `--outputFile=${join(tmp, 'jest-results.json')}`,
          ...(files.length > 0 ? ['--runTestsByPath', ...files] : []),
        ],
        { label: 'jest', env: database ? { TEST_DATABASE_URL: database.url } : {} },
      ).finally(() => {
        if (existsSync(join(tmp, 'jest-results.json'))) counts.jest = jestCounts();
      });
    } finally {
      await database?.stop();
    }
  });

/** Playwright, on the files given or on all of them; with `grep`, on the tests whose titles match it. */
const playwright = (counts: RunCounts, specs: readonly string[] = [], grep?: string) =>
  run(
    bin('playwright'),
    ['test', '-c', 'e2e/playwright.config.ts', ...(grep ? ['--grep', grep] : []), ...specs],
    {
      label: 'playwright',
    },
  ).finally(() => {
    counts.e2e = e2eCounts();
  });

/** The end-to-end tests a change reaches, from Playwright's list of the files it may reach (`reachedTests`). */
function listReachedTests(scope: Extract<ChangeScope, { everything: false }>) {
  const files = [...scope.specs, ...scope.pageSpecs];
  const listed = listedTests(
    JSON.parse(
      execFileSync(
        bin('playwright'),
        ['test', '-c', 'e2e/playwright.config.ts', '--list', '--reporter=json', ...files],
        { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      ),
    ),
  );
  return {
    files,
    ...reachedTests(scope, listed, (file) => readFileSync(join(repoRoot, 'e2e/tests', file), 'utf8')),
  };
}

/**
 * `npm test -- --changed`: the checks a change against `base` can reach (`changeScope`), for a developer's loop; the
 * whole suite stays `npm test`'s, and CI's. False when the change reaches everything, which the whole suite checks.
 */
async function changedChecks(env: ToolEnv, base: string, counts: RunCounts): Promise<boolean> {
  const files = changedFiles(repoRoot, base);
  const scope = changeScope(repoRoot, files);
  if (scope.everything) {
    console.log(`▸ ${scope.reason}: the whole suite runs`);
    return false;
  }
  console.log(
    `▸ ${files.length} changed file(s) against ${base}: ${scope.jestTests.length} Jest file(s), ` +
      `${scope.specs.length} end-to-end file(s) whole; the pages it reaches: ${scope.pagePaths.join(', ') || 'none'}`,
  );
  await typeCheck();
  if (scope.lint.length > 0)
    await step('lint of the changed files (biome ci)', () =>
      run(bin('biome'), ['ci', '--colors=off', '--no-errors-on-unmatched', ...scope.lint], {
        label: 'biome',
      }),
    );
  if (scope.jestTests.length > 0) {
    // Only the functions' tests run against PostgreSQL as well.
    const postgres = scope.jestTests.some((file) => file.startsWith('functions/'));
    await jestStep('the Jest files the change reaches', env, counts, scope.jestTests, postgres);
  }
  const e2e = scope.specs.length + scope.pageSpecs.length > 0 ? listReachedTests(scope) : undefined;
  if (e2e && e2e.tests.length > 0) {
    console.log(`▸ ${e2e.tests.length} end-to-end test(s) reach the change`);
    if (!ensureChromium(chromiumPath())) throw new Error(`end-to-end: no Chromium at ${chromiumPath()}`);
    await step('production build of what changed (lerna, cached)', () => buildAll({ quiet: true }));
    await step('the end-to-end tests the change reaches', () => playwright(counts, e2e.files, e2e.grep));
  }
  return true;
}

/** The whole suite: type check, lint, unit and integration tests (PGlite and PostgreSQL), build, end-to-end. */
async function wholeSuite(env: ToolEnv, counts: RunCounts) {
  await typeCheck();
  await step('lint (biome ci)', () => run(bin('biome'), ['ci', '--colors=off', '.'], { label: 'biome' }));
  await step('dependencies and exports: declared ones used, used ones declared, none unused (knip)', () =>
    run(bin('knip'), ['--dependencies', '--exports', '--no-progress'], { label: 'knip' }),
  );
  await jestStep('unit and integration (jest)', env, counts, [], true);
  const chromium = chromiumPath();
  const hasChromium = ensureChromium(chromium);
  await step('production build (lerna), pages rendered in Node', () => buildAll());
  await step('entry sizes (size-limit, gzip)', () => run(bin('size-limit'), [], { label: 'size-limit' }));
  await step('no server package in browser bundles', async () =>
    console.log(checkBrowserBundles(repoRoot, join(tmp, 'bundle-packages.txt'))),
  );
  await step('no server config in built scripts', async () =>
    console.log(checkBuildsForServerNames(repoRoot)),
  );
  await step('no Russian text in the scripts an Uzbek page loads', async () =>
    console.log(checkRussianInScripts(repoRoot)),
  );
  await step('end-to-end (playwright, chromium)', async () => {
    if (!hasChromium) {
      const message =
        `end-to-end: no Chromium at ${chromium}, and installing it needs root and apt. ` +
        'Get it with `sudo apt-get install chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome';
      if (env.CI) throw new Error(message);
      skipped.push(`${message} — skipped`);
      return;
    }
    await playwright(counts);
  });
}

/** `npm test`: the whole suite, or with `--changed` the checks a change can reach. */
async function main() {
  const started = Date.now();
  const env = readToolEnv();
  const args = readArgs(process.argv.slice(2));
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const counts: RunCounts = {};
  let failure: Error | undefined;
  try {
    if (!(args.changed && (await changedChecks(env, args.base, counts)))) await wholeSuite(env, counts);
  } catch (error) {
    failure = error as Error;
  }
  const { jest, e2e } = counts;

  const total = [jest, e2e].reduce<Counts>(
    (sum, counts) => ({
      passed: sum.passed + (counts?.passed ?? 0),
      failed: sum.failed + (counts?.failed ?? 0),
      skipped: sum.skipped + (counts?.skipped ?? 0),
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  console.log('\n━━ summary');
  if (jest) console.log(`jest: ${jest.passed} passed, ${jest.failed} failed, ${jest.skipped} skipped`);
  if (e2e) console.log(`e2e: ${e2e.passed} passed, ${e2e.failed} failed, ${e2e.skipped} skipped`);
  for (const line of skipped) console.log(`skipped: ${line}`);
  console.log(`time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (failure) console.log(`✖ ${failure.message}`);
  console.log(
    `${total.passed} passed, ${total.failed + (failure && total.failed === 0 ? 1 : 0)} failed, ${total.skipped} skipped`,
  );
  process.exit(failure ? 1 : 0);
}

main().catch((error: Error) => {
  console.error(`✖ ${error.message}`);
  process.exit(1);
});
