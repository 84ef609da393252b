import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readToolEnv } from './env';
import { run } from './launch/run';
import { startThrowawayPostgres } from './pg-cluster';
import { repoRoot } from './webpack/shared-modules';

/**
 * `npm run test:node -- 22 [jest arguments]`: the unit and integration tests (Jest, PGlite and PostgreSQL) on another Node major,
 * taken from the npm registry's `node` package (npx keeps it in its cache; nothing is installed globally).
 * Prints that run's counts; exits non-zero when a test fails.
 */
async function main() {
  const { TEST_DATABASE_URL } = readToolEnv();
  const major = process.argv[2] ?? '22';
  if (!/^\d+$/.test(major)) {
    console.error('usage: npm run test:node -- <major>, e.g. 22');
    process.exit(2);
  }
  const npx = (args: string[]) => ['-y', `node@${major}`, ...args];
  const version = execFileSync('npx', npx(['--version']), { cwd: repoRoot, encoding: 'utf8' }).trim();
  console.log(`━━ unit and integration (jest) on Node ${version}`);
  const tmp = join(repoRoot, '.tmp');
  mkdirSync(tmp, { recursive: true });
  const results = join(tmp, `jest-node${major}.json`);
  const postgres = TEST_DATABASE_URL
    ? { url: TEST_DATABASE_URL, stop: async () => undefined }
    : await startThrowawayPostgres();
  let failure: Error | undefined;
  try {
    await run(
      'npx',
      npx([
        join(repoRoot, 'node_modules/jest/bin/jest.js'),
        '--ci',
        // On this target a run in one process (two cores: one worker, so in band) has been seen to stay alive after
        // its last test with its results written, while the esbuild services some tool tests start still ran; the
        // results and jest's exit code are what is judged, so the process is ended once they are in.
        '--forceExit',
        '--json',
        `--outputFile=${results}`,
        ...process.argv.slice(3),
      ]),
      {
        label: `jest on Node ${version}`,
        env: { TEST_DATABASE_URL: postgres.url },
      },
    );
  } catch (error) {
    failure = error as Error;
  } finally {
    await postgres.stop();
  }
  if (existsSync(results)) {
    const report = JSON.parse(readFileSync(results, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
    };
    console.log(
      `Node ${version}: jest ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`,
    );
  }
  if (failure) {
    console.log(`✖ ${failure.message}`);
    process.exit(1);
  }
}

main().catch((error: Error) => {
  console.error(`✖ ${error.message}`);
  process.exit(1);
});
