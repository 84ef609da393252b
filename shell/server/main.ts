import { join } from 'node:path';
import { createLogger, readServerEnvOrExit } from 'shared-data/server';
import { runServer } from './run-server';
import { createShellServer } from './shell-server';

const repoRoot = join(import.meta.dirname, '../..');

/** The shell's production server: `tsx shell/server/main.ts` serves pages, the registry and the shell's files. */
const env = readServerEnvOrExit(repoRoot);
const logger = createLogger('shell');
if (env.production && !env.functionsServerKey) {
  logger.warn(
    'FUNCTIONS_SERVER_KEY is not set: referral lookups share the rate limits of this server’s address',
  );
}
runServer(
  'shell',
  createShellServer(env, join(repoRoot, 'shell', 'dist'), { logger }),
  env,
  env.ports.shell,
  logger,
);
