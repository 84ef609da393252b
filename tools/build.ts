import { bundleEdgeFunctions } from './edge-bundle';
import { run } from './launch/run';

/**
 * Builds every app that is stale (lerna, with its cache, skips the ones whose inputs did not change); a remote's build
 * renders its pages in Node. `skipCache` rebuilds every app regardless. Then bundles the Supabase Edge functions.
 */
export async function buildAll(options: { quiet?: boolean; skipCache?: boolean } = {}) {
  const started = Date.now();
  await run(
    'npx',
    [
      'lerna',
      'run',
      'build',
      '--concurrency',
      '1',
      ...(options.quiet ? ['--loglevel', 'warn'] : []),
      ...(options.skipCache ? ['--skip-nx-cache'] : []),
    ],
    {
      label: 'build',
    },
  );
  await bundleEdgeFunctions();
  console.log(`▸ build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildAll().catch((error: Error) => {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  });
}
