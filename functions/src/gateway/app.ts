import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { handlers as defaultHandlers, findHandler } from '../handlers/registry';
import type { Handler, HandlerDeps } from '../http/handler';
import { errorResponse, json } from '../http/responses';
import { createDevOutbox, type DevOutbox, mountDevOutbox } from '../mail/dev-outbox';

export interface GatewayDeps extends HandlerDeps {
  /** Functions served at `/functions/v1/<name>`; the registry by default. */
  handlers?: Readonly<Record<string, Handler>>;
  /** Where the dev outbox keeps mails (only used while EmailJS is not configured). */
  outbox?: DevOutbox;
}

export const maxBodyBytes = 64 * 1024;
const healthTimeoutMs = 5000;

/** What supabase-js `functions.invoke` sends, plus the headers of our own functions. */
const allowedHeaders = [
  'authorization',
  'apikey',
  'x-client-info',
  'content-type',
  'x-ambassador-token',
  'x-idempotency-key',
];

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
};

/** The local functions server: the handlers behind a Supabase-shaped URL, CORS, limits and the dev outbox. */
export function createGateway(deps: GatewayDeps): Hono {
  const { db, env, logger } = deps;
  const registry = deps.handlers ?? defaultHandlers;
  const handlerDeps: HandlerDeps = { db, env, logger };
  const app = new Hono();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
  });
  app.use(
    cors({
      origin: new URL(env.runtime.siteUrl).origin,
      allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      allowHeaders: allowedHeaders,
      maxAge: 600,
    }),
  );
  app.use(
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: () =>
        errorResponse(
          413,
          'payload_too_large',
          `Слишком большой запрос: не больше ${maxBodyBytes / 1024} КБ`,
        ),
    }),
  );

  app.get('/health', async () => {
    try {
      await withTimeout(db.query('select 1'), healthTimeoutMs);
      return json({ status: 'ok', db: db.kind });
    } catch (error) {
      logger.error('health check: the database does not answer', error);
      return errorResponse(503, 'db_unavailable', 'База данных недоступна');
    }
  });

  app.post('/functions/v1/:name', (c) => {
    const name = c.req.param('name');
    const handler = findHandler(registry, name);
    if (!handler) {
      return errorResponse(404, 'function_not_found', `Функция «${name}» не найдена`);
    }
    return handler(c.req.raw, handlerDeps);
  });

  if (!env.emailjs.configured) {
    mountDevOutbox(app, deps.outbox ?? createDevOutbox());
  }

  app.notFound(() => errorResponse(404, 'not_found', 'Такого адреса нет'));
  app.onError((error, c) => {
    logger.error(`${c.req.method} ${c.req.path} failed`, error);
    return errorResponse(500, 'internal_error', 'Внутренняя ошибка сервера. Попробуйте ещё раз позже.');
  });
  return app;
}
