import { type Context, Hono } from 'hono';
import { errorReporter, type ReportError, requestLog, socketAddress } from 'shared-data/server';
import { mountAdminBridge } from '../admin-commands/bridge';
import { runForwarded } from '../admin-commands/commands';
import { handlers as defaultHandlers, findHandler } from '../handlers/registry';
import { clientAddress, clientGroup } from '../http/guards';
import type { Handler, HandlerDeps } from '../http/handler';
import { requestLanguage } from '../http/language';
import { errorResponse, json } from '../http/responses';
import { createDevOutbox, type DevOutbox, mountDevOutbox } from '../mail/dev-outbox';
import type { MailDispatcher } from '../mail/dispatcher';
import { countFailedMail } from '../mail/failed-mail';
import { answerTexts } from '../texts/answer-texts';
import { answerErrorsAsJson, functionGuards, functionLimits, jsonOnly, siteClientOf } from './function-http';

export { maxBodyBytes } from './function-http';

export interface GatewayDeps extends HandlerDeps {
  /** Functions served at `/functions/v1/<name>`; the registry by default. */
  handlers?: Readonly<Record<string, Handler>>;
  /** Where the dev outbox keeps mails (only in capture mode: a local start without EmailJS keys). */
  outbox?: DevOutbox;
  /** Shows one-time codes in the dev outbox to readers that send it; `DEV_OUTBOX_KEY` by default. */
  outboxKey?: string;
  /** Told after every successful function call, so a mail the call queued leaves at once. */
  mail?: Pick<MailDispatcher, 'kick'>;
  /** The key of `.data/admin-bridge.json`: the command line's way in while this gateway holds the embedded database. */
  adminBridgeKey?: string;
  /** Reverse proxies in front of the gateway whose `X-Forwarded-For` is trusted (`TRUST_PROXY`); 0 by default. */
  trustProxy?: number;
  /** Told of each error a request threw (answered 500), with the request id; Sentry at `SENTRY_DSN` by default. */
  reportError?: ReportError;
}

const healthTimeoutMs = 5000;

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
};

/** A loopback peer; no socket means a request made inside this process (`app.request`), which is this machine too. */
export const isLoopback = (address: string | undefined) =>
  address === undefined || address === '::1' || /^(::ffff:)?127\./.test(address);

/** The local functions server: the handlers behind a Supabase-shaped URL, CORS, limits and the dev outbox. */
export function createGateway(deps: GatewayDeps): Hono {
  const { db, env, logger } = deps;
  const registry = deps.handlers ?? defaultHandlers;
  const handlerDeps: HandlerDeps = { db, env, logger };
  const trustProxy = deps.trustProxy ?? 0;
  const app = new Hono();

  const address = (c: Context) =>
    clientAddress(socketAddress(c), c.req.header('x-forwarded-for'), trustProxy);
  const reportError = deps.reportError ?? errorReporter(env.runtime.sentryDsn, 'functions');
  app.use(...requestLog({ logger, clientAddress: address, onError: reportError }));
  app.use(...functionGuards(env.runtime.siteUrl));

  app.get('/health', async () => {
    try {
      const failedMail = await withTimeout(countFailedMail(db), healthTimeoutMs);
      return json(
        failedMail > 0
          ? { status: 'degraded', db: db.kind, failed_mail: failedMail }
          : { status: 'ok', db: db.kind },
      );
    } catch (error) {
      logger.error({ err: error }, 'health check: the database does not answer');
      return errorResponse(503, 'db_unavailable', 'База данных недоступна');
    }
  });

  const client = (c: Context) => clientGroup(address(c));
  const limits = functionLimits({
    db,
    perFunction: env.rateLimitPerMinute,
    serverKey: env.functionsServerKey,
    client,
    // Unknown names share one counter, so made-up names cannot grow the table.
    name: (c) => (findHandler(registry, c.req.param('name') ?? '') ? (c.req.param('name') ?? '') : '?'),
  });

  app.post('/functions/v1/:name', jsonOnly(), limits, async (c) => {
    const name = c.req.param('name');
    const handler = findHandler(registry, name);
    if (!handler) {
      const { request } = answerTexts(requestLanguage(c.req.raw));
      return errorResponse(404, 'function_not_found', request.functionNotFound(name));
    }
    // A call of the shell's server for a visitor (a form posted to the site) is that visitor's.
    const response = await handler(c.req.raw, handlerDeps, { client: siteClientOf(c) ?? client(c) });
    if (response.ok) {
      deps.mail?.kick();
    }
    return response;
  });

  if (env.emailjs.capture) {
    mountDevOutbox(app, deps.outbox ?? createDevOutbox(), {
      isLocal: (c) => isLoopback(socketAddress(c)),
      key: deps.outboxKey ?? env.devOutboxKey,
      botToken: env.telegram.botToken,
    });
  }

  if (deps.adminBridgeKey) {
    mountAdminBridge(app, {
      db,
      key: deps.adminBridgeKey,
      isLocal: (c) => isLoopback(socketAddress(c)),
      run: runForwarded,
    });
  }

  return answerErrorsAsJson(app);
}
