import { join } from 'node:path';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { remoteNames } from 'shared-data/core';
import { readServerEnvOrExit } from 'shared-data/server';
import { runServer } from '../../shell/server/run-server';
import { createShellServer } from '../../shell/server/shell-server';
import { bundleEarlyScript } from '../early-script-bundle';
import { writeShellDocument } from '../shell-document';
import { repoRoot } from '../webpack/shared-modules';
import { liveReloadOrigin, startAppDevServer } from './app-dev-server';
import { pageReloadsScriptUrl, shellEventsPath } from './page-reloads';

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
const shell = createShellServer(env, outDir, {
  liveReloadOrigins: sockets,
  freshPages: true,
  // A remote's page reloads when a save changes what only its server renders (tools/dev/page-reloads.ts).
  devScriptsOf: (app) => {
    const entry = env.remotes.find((remote) => remote.name === app);
    return entry ? [pageReloadsScriptUrl(entry.manifestUrl)] : [];
  },
});
const dev = new Hono();
// A stream the open pages hold and never hear from: it drops when a save to the shell's server restarts this process,
// and a page that opens it again reloads (tools/dev/page-reloads-client.js).
dev.get(shellEventsPath, (c) =>
  streamSSE(c, async (stream) => {
    await stream.write(': open\n\n');
    await new Promise<void>((resolve) => stream.onAbort(resolve));
  }),
);
dev.route('/', shell);
runServer('shell', dev, env, env.ports.shell);
