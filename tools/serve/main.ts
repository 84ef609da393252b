import { join } from 'node:path';
import { type RemoteName, remoteNames } from 'shared-data/core';
import { createLogger } from 'shared-data/server';
import { readEnvOrExit, runServer } from '../../shell/server/run-server';
import { repoRoot } from '../webpack/shared-modules';
import { defaultReleasesDir, servingRoots } from './releases';
import { createRemoteServer } from './remote-server';

const isRemote = (value: string): value is RemoteName => (remoteNames as readonly string[]).includes(value);

/**
 * Serves one remote's files, from its live release or its build: `tsx tools/serve/main.ts <remote>`. The shell's
 * server is product code: `shell/server/main.ts`.
 */
const piece = process.argv[2] ?? '';
if (!isRemote(piece)) {
  console.error(`usage: serve <${remoteNames.join('|')}> (got "${piece}")`);
  process.exit(2);
}
const env = readEnvOrExit(repoRoot);
const distDir = join(repoRoot, piece, 'dist');
const app = createRemoteServer(
  () => servingRoots(defaultReleasesDir(repoRoot), piece, distDir),
  createLogger(piece),
);
runServer(piece, app, env, env.ports[piece]);
