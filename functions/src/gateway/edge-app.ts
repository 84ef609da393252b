import { type Context, Hono } from 'hono';
import { type ReportError, requestLog } from 'shared-data/server';
import { clientAddress, clientGroup } from '../http/guards';
import type { Handler, HandlerDeps } from '../http/handler';
import { errorResponse, json } from '../http/responses';
import { sameSecret } from '../http/same-secret';
import type { Logger } from '../logger';
import type { PassReport } from '../mail/dispatcher';
import { answerErrorsAsJson, functionGuards, functionLimits, jsonOnly, siteClientOf } from './function-http';

export interface EdgeFunctionOptions {
  name: string;
  handler: Handler;
  deps: HandlerDeps;
  /** Proxies that append the client to `X-Forwarded-For` (`TRUST_PROXY`; the platform's own proxy counts as one). */
  trustProxy: number;
  /** Called after a successful answer, e.g. to send the mail the call queued. */
  afterSuccess?: () => void;
  /** Told of each error a request threw (answered 500), with the request id. */
  reportError?: ReportError;
}

/**
 * One function as its own app, for a Supabase Edge entry: any POST path (the platform routes by function name),
 * with the gateway's headers, CORS, JSON-only rule, body limit, rate limits and error shapes. The client is the
 * `X-Forwarded-For` entry the platform's proxy appended (the last one, or `TRUST_PROXY` from the right).
 */
export function createEdgeFunctionApp({
  name,
  handler,
  deps,
  trustProxy,
  afterSuccess,
  reportError,
}: EdgeFunctionOptions): Hono {
  const app = new Hono();
  const address = (c: Context) =>
    clientAddress(undefined, c.req.header('x-forwarded-for'), Math.max(trustProxy, 1));
  const client = (c: Context) => clientGroup(address(c));
  app.use(...requestLog({ logger: deps.logger, clientAddress: address, onError: reportError }));
  app.use(...functionGuards(deps.env.runtime.siteUrl));
  app.use(jsonOnly());
  app.use(
    functionLimits({
      db: deps.db,
      perFunction: deps.env.rateLimitPerMinute,
      serverKey: deps.env.functionsServerKey,
      client,
      name: () => name,
    }),
  );
  app.post('*', async (c) => {
    // A call of the shell's server for a visitor (a form posted to the site) is that visitor's.
    const response = await handler(c.req.raw, deps, { client: siteClientOf(c) ?? client(c) });
    if (response.ok) {
      afterSuccess?.();
    }
    return response;
  });
  return answerErrorsAsJson(app);
}

export interface MailDispatchAppOptions {
  /** `MAIL_DISPATCH_SECRET`: callers send it as `Authorization: Bearer <secret>`. Unset: the app refuses all. */
  secret: string | undefined;
  /** One dispatcher pass. */
  run: () => Promise<PassReport>;
  logger: Logger;
  /** Told of each error a pass threw (answered 500), with the request id. */
  reportError?: ReportError;
}

/** The scheduled mail sender (an Edge function called every minute by pg_cron + pg_net, or any scheduler). */
export function createMailDispatchApp({ secret, run, logger, reportError }: MailDispatchAppOptions): Hono {
  const app = new Hono();
  // The scheduler is the only caller: no client to tell apart.
  app.use(...requestLog({ logger, clientAddress: () => undefined, onError: reportError }));
  app.post('*', async (c) => {
    const bearer = c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    if (!secret || !(await sameSecret(bearer, secret))) {
      return errorResponse(401, 'unauthorized', 'Нужен ключ планировщика');
    }
    return json(await run());
  });
  return answerErrorsAsJson(app);
}
