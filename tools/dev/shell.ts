import { join } from 'node:path';
import { remoteNames } from 'shared-data/core';
import { readServerEnvOrExit } from 'shared-data/server';
import { runServer } from '../../shell/server/run-server';
import { createShellServer } from '../../shell/server/shell-server';
import { bundleEarlyScript } from '../early-script-bundle';
import { writeShellDocument } from '../shell-document';
import { repoRoot } from '../webpack/shared-modules';
import { liveReloadOrigin, startAppDevServer } from './app-dev-server';

/**
 * `npm run dev`'s shell: webpack-dev-server compiles the shell's bundle into `.tmp/dev/shell-<PORT>` (its live-reload socket
 * on PORT + 10), and the shell's own server serves the pages from there on the usual port, as `npm start` does,
 * once the first compilation is written.
 */
const env = readServerEnvOrExit(repoRoot);
const shellDir = join(repoRoot, 'shell');
const outDir = join(repoRoot, `.tmp/dev/shell-${env.ports.shell}`);
const compilerPort = env.ports.shell + 10;
let firstBuild: () => void = () => undefined;
const built = new Promise<void>((resolve) => {
  firstBuild = resolve;
});
await startAppDevServer('shell', {
  port: compilerPort,
  env,
  writeTo: outDir,
  onBuilt: () => {
    bundleEarlyScript(shellDir, outDir)
      .then(() => writeShellDocument(outDir))
      .then(firstBuild, (error: Error) => console.error(error.message));
  },
});
await built;
const sockets = [compilerPort, ...remoteNames.map((name) => env.ports[name])].map(liveReloadOrigin);
runServer('shell', createShellServer(env, outDir, { liveReloadOrigins: sockets }), env, env.ports.shell);
