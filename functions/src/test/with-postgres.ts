import { spawn } from 'node:child_process';
import { startThrowawayPostgres } from '../../../tools/pg-cluster';

// Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL 15, e.g.
//   npx tsx functions/src/test/with-postgres.ts npx jest --selectProjects functions
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: tsx functions/src/test/with-postgres.ts <command> [args…]');
  process.exit(2);
}

const cluster = await startThrowawayPostgres();
console.log(`PostgreSQL 15 on ${cluster.url}`);
const child = spawn(command, args, {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: cluster.url },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}
const code = await new Promise<number>((resolve) =>
  child.on('exit', (exit, signal) => resolve(exit ?? (signal ? 1 : 0))),
);
await cluster.stop();
process.exit(code);
