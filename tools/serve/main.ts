import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { type RemoteName, remoteNames } from 'shared-data/core';
import { ConfigError, readServerEnv } from 'shared-data/server';
import { repoRoot } from '../webpack/shared-modules';
import { defaultReleasesDir, servingRoots } from './releases';
import { createRemoteServer } from './remote-server';

const isRemote = (value: string): value is RemoteName => (remoteNames as readonly string[]).includes(value);

/**
 * Serves one remote's files, from its live release or its build: `tsx tools/serve/main.ts <remote>`. The shell's
 * server is product code: `shell/server/main.ts`.
 */
function main() {
  const piece = process.argv[2] ?? '';
  if (!isRemote(piece)) {
    console.error(`usage: serve <${remoteNames.join('|')}> (got "${piece}")`);
    process.exit(2);
  }
  let env: ReturnType<typeof readServerEnv>;
  try {
    env = readServerEnv(process.env, repoRoot);
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  const distDir = join(repoRoot, piece, 'dist');
  const releasesDir = defaultReleasesDir(repoRoot);
  const app = createRemoteServer(() => servingRoots(releasesDir, piece, distDir));
  const port = env.ports[piece];
  const server = serve({ fetch: app.fetch, port, hostname: env.host }, () => {
    console.log(`${piece} ready on http://${env.host}:${port}`);
  });
  server.on('error', (error) => {
    console.error(`${piece}: ${error.message}`);
    process.exit(1);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main();
