import { join } from 'node:path';
import { type RemoteName, remoteNames } from 'shared-data/core';
import { createLogger, readServerEnvOrExit } from 'shared-data/server';
import { createRemoteServer } from '../../shell/server/remote-server';
import { runServer } from '../../shell/server/run-server';
import { repoRoot } from '../webpack/shared-modules';
import { servingRoots } from './releases';

const isRemote = (value: string): value is RemoteName => (remoteNames as readonly string[]).includes(value);

/**
 * Serves one remote's files, from its live release or its build: `tsx tools/serve/main.ts <remote>`. The servers
 * themselves are product code beside the shell's (`shell/server/remote-server.ts`, `shell/server/main.ts`).
 */
const piece = process.argv[2] ?? '';
if (!isRemote(piece)) {
  console.error(`usage: serve <${remoteNames.join('|')}> (got "${piece}")`);
  process.exit(2);
}
const env = readServerEnvOrExit(repoRoot);
const distDir = join(repoRoot, piece, 'dist');
const app = createRemoteServer(() => servingRoots(env.releasesDir, piece, distDir), createLogger(piece));
runServer(piece, app, env, env.ports[piece]);
