import type { RemoteName } from 'shared-data/core';
import { readServerEnvOrExit } from 'shared-data/server';
import { repoRoot } from '../webpack/shared-modules';
import { startAppDevServer } from './app-dev-server';

/** `npm run dev`'s remote: `tsx tools/dev/remote.ts <remote>` compiles and serves it on its usual port. */
const name = process.argv[2] as RemoteName;
const env = readServerEnvOrExit(repoRoot);
const port = env.ports[name];
await startAppDevServer(name, { port, env });
console.log(`${name} (dev) on http://localhost:${port}: rebuilt on change, pages reload`);
