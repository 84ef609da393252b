import { Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { etag } from 'hono/etag';
import { createLogger, type Logger, requestLog } from 'shared-data/server';
import { isHashedAsset, serveBuiltFiles } from './cache-headers';

/**
 * Static server of one remote: its own origin, CORS for the shell, cache and security headers by file kind,
 * and a plain 404 for any missing file (never an HTML fallback). Files go out as their build compressed them:
 * nothing is compressed per request.
 */
export function createRemoteServer(
  roots: () => string[],
  /** Where the request lines go: JSON on stdout by default. */
  logger: Logger = createLogger('remote'),
) {
  const handlers = new Map<string, MiddlewareHandler>();
  const handlerFor = (root: string) => {
    let handler = handlers.get(root);
    if (!handler) {
      handler = serveBuiltFiles(root, 'cross-origin');
      handlers.set(root, handler);
    }
    return handler;
  };

  const app = new Hono();
  app.use('*', ...requestLog({ logger }));
  app.use('*', cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'] }));
  // A hashed chunk is never revalidated: hashing its body for an ETag would be work for nothing.
  const tag = etag();
  app.use('*', (c, next) => (isHashedAsset(new URL(c.req.url).pathname) ? next() : tag(c, next)));
  app.get('*', async (c, next) => {
    for (const root of roots()) {
      const response = await handlerFor(root)(c, async () => undefined);
      if (response) return response;
      if (c.finalized) return c.res;
    }
    return next();
  });
  app.notFound((c) => {
    c.header('Cache-Control', 'no-cache');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.text('Not found', 404);
  });
  return app;
}
