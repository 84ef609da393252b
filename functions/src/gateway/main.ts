import type { Server } from 'node:http';
import { relative } from 'node:path';
import { serve } from '@hono/node-server';
import { keepIdleConnections, readServerEnvOrExit, type ServerEnv } from 'shared-data/server';
import { openBridge } from '../admin-commands/bridge';
import { migrate, migrationsDir } from '../db/migrate';
import { openDb } from '../db/open-db';
import { pgliteDirs } from '../db/pglite';
import type { Db } from '../db/port';
import { consoleLogger as logger } from '../logger';
import { createMailDispatcher } from '../mail/dispatcher';
import { createGateway } from './app';
import { reportStartStep } from './start-steps';

const forcedExitMs = 5000;

const describeDb = (env: ServerEnv, cwd: string) => {
  if (env.databaseUrl) {
    const url = new URL(env.databaseUrl);
    url.password = url.password ? '***' : '';
    return `postgres, ${url.toString()}`;
  }
  return `pglite, ${relative(cwd, pgliteDirs(env.dataDir).root) || '.'}`;
};

async function main(): Promise<void> {
  // Everything this process writes (the database, the admin bridge's key) is for its own user only.
  process.umask(0o077);
  // npm sets INIT_CWD to where it was run, so `npm start -w functions` at the root keeps `.data/` at the root.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const env = readServerEnvOrExit(cwd, { prefix: 'functions: ', sendsMail: true });
  const { trustProxy } = env;

  let db: Db;
  try {
    reportStartStep(logger, `opening the database (${describeDb(env, cwd)})`);
    db = await openDb({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, logger });
  } catch (error) {
    console.error(
      `functions: cannot open the database (${describeDb(env, cwd)}): ${(error as Error).message}`,
    );
    process.exit(1);
  }
  try {
    const applied = await migrate(db, migrationsDir, {
      onStep: ({ name, number, count }) =>
        reportStartStep(logger, `applying migration ${number} of ${count}: ${name}`),
    });
    if (applied.length > 0) {
      logger.info(`functions: applied migrations ${applied.join(', ')}`);
    }
  } catch (error) {
    console.error(`functions: ${(error as Error).message}`);
    await db.close();
    process.exit(1);
  }

  const { emailjs } = env;
  const mail = createMailDispatcher({ db, emailjs, telegram: env.telegram, logger });
  const port = env.ports.functions;
  // On the embedded database `npm run admin` cannot open it beside this process: it hands its command here.
  const bridge = env.databaseUrl
    ? undefined
    : openBridge(env.dataDir, `http://${env.host === '0.0.0.0' ? '127.0.0.1' : env.host}:${port}`);
  const app = createGateway({ db, env, logger, mail, trustProxy, adminBridgeKey: bridge?.key });
  const server = serve({ fetch: app.fetch, port, hostname: env.host }, () => {
    logger.info(`functions ready on http://${env.host}:${port} (db: ${describeDb(env, cwd)})`);
    logger.info(
      `mail: ${emailjs.configured ? `EmailJS at ${emailjs.origin}` : 'captured in the dev outbox at /dev/outbox (this machine only)'}`,
    );
    mail.start();
  });
  keepIdleConnections(server as Server);

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) {
      process.exit(1);
    }
    stopping = true;
    setTimeout(() => {
      console.error('functions: could not stop in time, exiting');
      process.exit(1);
    }, forcedExitMs).unref();
    // The send in flight may be to this very server (the dev outbox): let it finish before closing.
    await mail.stop();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    bridge?.close();
    await db.close();
    process.exit(code);
  };

  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `functions: port ${port} is in use; stop what holds it or set FUNCTIONS_PORT`
        : `functions: server error: ${error.message}`,
    );
    void stop(1);
  });
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
}

await main();
