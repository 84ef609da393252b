import { benchFunctions } from './bench/functions-bench';

/** `npm run bench`: measurements, not tests. Prints one table. */
async function main() {
  console.log(
    `▸ functions throughput (autocannon, 50 connections, ${process.env.BENCH_SECONDS ?? 10} s a run)…`,
  );
  const rows = await benchFunctions();
  console.log('');
  console.table(
    rows.map((row) => ({
      db: row.db,
      function: row.target,
      'req/s': row.requestsPerSecond,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      non2xx: row.non2xx,
      errors: row.errors,
    })),
  );
}

main().catch((error: Error) => {
  console.error(`✖ ${error.message}`);
  process.exit(1);
});
