import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAll } from '../build';
import { run } from '../launch/run';
import { repoRoot } from '../webpack/shared-modules';

export interface BuildTime {
  what: string;
  seconds: number;
}

const timed = async (fn: () => Promise<void>) => {
  const started = performance.now();
  await fn();
  return (performance.now() - started) / 1000;
};

/** Wall time of a production build of every app with its page rendering (lerna's cache bypassed) and of one remote alone. */
export async function benchBuilds(remote = 'digital-app'): Promise<BuildTime[]> {
  const all = await timed(() => buildAll({ quiet: true, skipCache: true }));
  const output = mkdtempSync(join(tmpdir(), 'agency-bench-build-'));
  try {
    const one = await timed(() =>
      run(join(repoRoot, 'node_modules/.bin/tsx'), [join(repoRoot, 'tools/build-app.ts')], {
        label: `build ${remote}`,
        cwd: join(repoRoot, remote),
        env: { OUTPUT_PATH: output },
      }),
    );
    return [
      { what: 'all apps with their pages rendered (`tools/build.ts`, lerna cache skipped)', seconds: all },
      { what: `${remote} alone with its pages (\`tools/build-app.ts\`, production)`, seconds: one },
    ];
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
}
