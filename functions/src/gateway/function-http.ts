import type { Context, ErrorHandler, Hono, MiddlewareHandler, NotFoundHandler } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { readBodyWithin } from 'shared-data/core';
import { functionsServerKeyHeader, siteClientHeader } from 'shared-data/server';
import type { DbTx } from '../db/port';
import { requestLanguage } from '../http/language';
import { rateLimitPerClient } from '../http/rate-limit';
import { errorResponse } from '../http/responses';
import { sameSecret } from '../http/same-secret';
import { answerTexts } from '../texts/answer-texts';

// The HTTP rules every function shares, in the Node gateway and in the Supabase Edge entries alike.

export const maxBodyBytes = 64 * 1024;

/**
 * What supabase-js `functions.invoke` sends, plus the headers of our own functions. `accept-language` (the page's
 * language, which the answers' messages follow) is CORS-safelisted; it is named anyway for a browser that asks.
 */
const allowedHeaders = [
  'authorization',
  'apikey',
  'x-client-info',
  'content-type',
  'accept-language',
  'x-ambassador-token',
  'x-admin-token',
  'x-idempotency-key',
];

/** Readable by the site's scripts on a cross-origin answer. */
const exposedHeaders = ['retry-after', 'idempotent-replayed'];

/** CORS for the site's own origin only. */
const functionCors = (siteUrl: string): MiddlewareHandler =>
  cors({
    origin: new URL(siteUrl).origin,
    allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    allowHeaders: allowedHeaders,
    exposeHeaders: exposedHeaders,
    maxAge: 600,
  });

/** Hardening headers on every answer; the answers stay readable by the site's origin through CORS. */
const functionSecurityHeaders = (): MiddlewareHandler =>
  secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    crossOriginResourcePolicy: 'cross-origin',
    crossOriginOpenerPolicy: false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
  });

/** The refusals of a request before any function reads it, in the language the caller asks for. */
const requestTexts = (c: Context) => answerTexts(requestLanguage(c.req.raw)).request;

const payloadTooLarge = (c: Context) => {
  const refused = errorResponse(
    413,
    'payload_too_large',
    requestTexts(c).payloadTooLarge(maxBodyBytes / 1024),
  );
  refused.headers.set('connection', 'close');
  return refused;
};

/**
 * 413 `payload_too_large` for bodies over 64 KiB, declared or streamed, answered once the rest of the body is read
 * (up to a bound, see `readToDiscard`), with `Connection: close`. A body within the limit is handed on whole.
 * Refusals of smaller bodies (415, 404, 429) keep the connection: the server drains what they leave unread.
 */
const functionBodyLimit = (): MiddlewareHandler => async (c, next) => {
  const { body, headers } = c.req.raw;
  if (!body) return next();
  const declared = headers.has('transfer-encoding') ? null : headers.get('content-length');
  if (declared !== null && Number(declared) <= maxBodyBytes) return next();
  const whole = await readBodyWithin(c.req.raw, maxBodyBytes);
  if (!whole) return payloadTooLarge(c);
  c.req.raw = new Request(c.req.raw, { body: whole });
  return next();
};

const isJsonType = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * 415 `unsupported_media_type` for a POST that does not say `Content-Type: application/json`. A browser sends
 * `text/plain`, form or multipart bodies cross-site without a CORS preflight; JSON it cannot.
 */
export const jsonOnly = (): MiddlewareHandler => async (c, next) => {
  if (c.req.method === 'POST' && !isJsonType(c.req.header('content-type'))) {
    return errorResponse(415, 'unsupported_media_type', requestTexts(c).unsupportedMediaType);
  }
  await next();
};

/** How many calls to all functions together one client may make, in multiples of the per-function limit. */
export const overallLimitFactor = 4;

/** How many times one client's limits the shell's server may call: it looks referral links up for every visitor. */
export const serverLimitFactor = 100;

// The shell's server as the limits count it; the comma keeps any X-Forwarded-For entry from naming it.
const serverClient = 'functions-server-key,';

// A client as `clientGroup` writes it (an IPv4 address, an IPv6 /64): never the server's own, which has a comma.
const siteClientShape = /^[0-9A-Za-z.:/_-]{1,100}$/;

const siteClients = new WeakMap<Context, string>();

/** The visitor a call of the shell's server was made for, once `functionLimits` has counted the call as theirs. */
export const siteClientOf = (c: Context): string | undefined => siteClients.get(c);

export interface FunctionLimitsOptions {
  /** Where the counts are kept, shared by every process. */
  db: DbTx;
  /** `RATE_LIMIT_PER_MINUTE`: calls per client and function. */
  perFunction: number;
  /** `FUNCTIONS_SERVER_KEY`: a call sending it counts against the shell's server's own limits. */
  serverKey: string | undefined;
  /** The client, as `clientGroup` gives it. */
  client: (c: Context) => string;
  /** The function called (unknown names should share one scope). */
  name: (c: Context) => string;
}

/**
 * The rate limits of every function: per client and function, and per client across all functions
 * (`overallLimitFactor` × the per-function limit), both a minute long, counted in the database. A call with the
 * server key is the shell's server's, whatever its address, with `serverLimitFactor` × those limits, unless it names
 * the visitor it is made for (`siteClientHeader`): then it is that visitor's, with one client's limits.
 */
export const functionLimits = ({
  db,
  perFunction,
  serverKey,
  client,
  name,
}: FunctionLimitsOptions): MiddlewareHandler =>
  rateLimitPerClient({
    db,
    limits: async (c) => {
      const given = c.req.header(functionsServerKeyHeader);
      const fromServer =
        given !== undefined && serverKey !== undefined && (await sameSecret(given, serverKey));
      const visitor = fromServer ? c.req.header(siteClientHeader) : undefined;
      const forVisitor = visitor !== undefined && siteClientShape.test(visitor);
      if (forVisitor) siteClients.set(c, visitor);
      const limit = perFunction * (fromServer && !forVisitor ? serverLimitFactor : 1);
      return {
        client: forVisitor ? visitor : fromServer ? serverClient : client(c),
        limits: [
          { scope: '*', limit: limit * overallLimitFactor },
          { scope: name(c), limit },
        ],
      };
    },
  });

const notFoundJson: NotFoundHandler = (c) => errorResponse(404, 'not_found', requestTexts(c).notFound);

/** A thrown error is a bug: answered with a JSON 500 (`requestLog` logs it with its stack and reports it). */
const internalErrorJson: ErrorHandler = (_error, c) =>
  errorResponse(500, 'internal_error', requestTexts(c).internalError);

/** What every function's answer passes through first: the hardening headers, CORS for `siteUrl`, the body limit. */
export const functionGuards = (siteUrl: string): MiddlewareHandler[] => [
  functionSecurityHeaders(),
  functionCors(siteUrl),
  functionBodyLimit(),
];

/** Unknown paths and thrown errors answered as JSON, on any of the functions' apps. */
export function answerErrorsAsJson(app: Hono): Hono {
  app.notFound(notFoundJson);
  app.onError(internalErrorJson);
  return app;
}
