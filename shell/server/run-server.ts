import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createLogger, keepIdleConnections, type Logger, type ServerEnv } from 'shared-data/server';

/**
 * Serves `app` as `name` on `env.host`:`port` until SIGINT or SIGTERM; a failed listen ends the process. It says so in
 * JSON lines, as the requests are logged (`logger`).
 */
export function runServer(
  name: string,
  app: Hono,
  env: ServerEnv,
  port: number,
  logger: Logger = createLogger(name),
) {
  const server = serve({ fetch: app.fetch, port, hostname: env.host }, () => {
    logger.info(`${name} ready on http://${env.host}:${port}`);
  });
  keepIdleConnections(server as Server);
  server.on('error', (error) => {
    logger.error({ err: error }, `${name} could not listen on ${env.host}:${port}`);
    process.exit(1);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
