import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createLogger, keepIdleConnections, readServerEnv } from 'shared-data/server';
import { migrate } from '../../functions/src/db/migrate';
import { openDb } from '../../functions/src/db/open-db';
import { createGateway } from '../../functions/src/gateway/app';
import { handlers } from '../../functions/src/handlers/registry';
import { json } from '../../functions/src/http/responses';
import { createSession, ensureManager } from '../../functions/src/manager-sessions/sessions';
import { repoRoot } from '../webpack/shared-modules';
import { benchManager } from './sign-in-timing';

/**
 * The functions gateway as the bench measures it: the real handlers and database, plus `bench-noop`
 * (no database) as the yardstick of the same run, and `bench-admin-session` that opens a manager's session. Rate limits are lifted; mail is left queued.
 */
async function main() {
  const env = readServerEnv(
    { ...process.env, RATE_LIMIT_PER_MINUTE: String(1e9), ADMIN_EMAILS: benchManager },
    repoRoot,
  );
  const db = await openDb({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  await migrate(db);
  // Request lines would cost the throughput being measured: only errors are written.
  const logger = createLogger('functions');
  logger.level = 'error';
  const app = createGateway({
    db,
    env,
    logger,
    // The sign-in timing row sends each call from its own client address, so that every listed call mails.
    trustProxy: 1,
    handlers: {
      ...handlers,
      'bench-noop': async () => json({ ok: true }),
      // The inbox is measured signed in; the code mail round trip is not what is measured.
      'bench-admin-session': async () =>
        json(await createSession(db, (await ensureManager(db, benchManager)).id)),
    },
  });
  const server = serve({ fetch: app.fetch, port: env.ports.functions, hostname: env.host }, () => {
    console.log(`bench functions ready (${db.kind})`);
  });
  keepIdleConnections(server as Server);
  const stop = () => server.close(() => db.close().then(() => process.exit(0)));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
