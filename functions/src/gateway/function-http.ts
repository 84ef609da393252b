import type { ErrorHandler, MiddlewareHandler, NotFoundHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { errorResponse } from '../http/responses';
import type { Logger } from '../logger';

// The HTTP rules every function shares, in the Node gateway and in the Supabase Edge entries alike.

export const maxBodyBytes = 64 * 1024;

/** What supabase-js `functions.invoke` sends, plus the headers of our own functions. */
export const allowedHeaders = [
  'authorization',
  'apikey',
  'x-client-info',
  'content-type',
  'x-ambassador-token',
  'x-idempotency-key',
];

/** Readable by the site's scripts on a cross-origin answer. */
export const exposedHeaders = ['retry-after', 'idempotent-replayed'];

/** CORS for the site's own origin only. */
export const functionCors = (siteUrl: string): MiddlewareHandler =>
  cors({
    origin: new URL(siteUrl).origin,
    allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    allowHeaders: allowedHeaders,
    exposeHeaders: exposedHeaders,
    maxAge: 600,
  });

/** Hardening headers on every answer; the answers stay readable by the site's origin through CORS. */
export const functionSecurityHeaders = (): MiddlewareHandler =>
  secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    crossOriginResourcePolicy: 'cross-origin',
    crossOriginOpenerPolicy: false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
  });

/** 413 `payload_too_large` for bodies over 64 KiB, declared or streamed. */
export const functionBodyLimit = (): MiddlewareHandler =>
  bodyLimit({
    maxSize: maxBodyBytes,
    onError: () =>
      errorResponse(413, 'payload_too_large', `Слишком большой запрос: не больше ${maxBodyBytes / 1024} КБ`),
  });

export const notFoundJson: NotFoundHandler = () => errorResponse(404, 'not_found', 'Такого адреса нет');

/** A thrown error is a bug: logged, and answered with a JSON 500. */
export const internalErrorJson =
  (logger: Logger): ErrorHandler =>
  (error, c) => {
    logger.error(`${c.req.method} ${c.req.path} failed`, error);
    return errorResponse(500, 'internal_error', 'Внутренняя ошибка сервера. Попробуйте ещё раз позже.');
  };
