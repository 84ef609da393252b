import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { ServerEnv } from 'shared-data/server';

/** Serves `app` as `name` on `env.host`:`port` until SIGINT or SIGTERM; a failed listen ends the process. */
export function runServer(name: string, app: Hono, env: ServerEnv, port: number) {
  const server = serve({ fetch: app.fetch, port, hostname: env.host }, () => {
    console.log(`${name} ready on http://${env.host}:${port}`);
  });
  server.on('error', (error) => {
    console.error(`${name}: ${error.message}`);
    process.exit(1);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
