import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { ConfigError, readServerEnv } from 'shared-data/server';
import { createShellServer } from './shell-server';

const repoRoot = join(import.meta.dirname, '../..');

/** The shell's production server: `tsx shell/server/main.ts` serves pages, the registry and the shell's files. */
function main() {
  let env: ReturnType<typeof readServerEnv>;
  try {
    env = readServerEnv(process.env, repoRoot);
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  const app = createShellServer(env, join(repoRoot, 'shell', 'dist'));
  const port = env.ports.shell;
  const server = serve({ fetch: app.fetch, port, hostname: env.host }, () => {
    console.log(`shell ready on http://${env.host}:${port}`);
  });
  server.on('error', (error) => {
    console.error(`shell: ${error.message}`);
    process.exit(1);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main();
