import { join } from 'node:path';
import { readServerEnvOrExit } from 'shared-data/server';
import { runServer } from './run-server';
import { createShellServer } from './shell-server';

const repoRoot = join(import.meta.dirname, '../..');

/** The shell's production server: `tsx shell/server/main.ts` serves pages, the registry and the shell's files. */
const env = readServerEnvOrExit(repoRoot);
if (env.production && !env.functionsServerKey) {
  console.warn(
    'shell: FUNCTIONS_SERVER_KEY is not set: referral lookups share the rate limits of this server’s address',
  );
}
runServer('shell', createShellServer(env, join(repoRoot, 'shell', 'dist')), env, env.ports.shell);
