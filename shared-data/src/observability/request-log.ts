import { createHmac, randomBytes } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import type { Logger } from './log';

const processKey = randomBytes(32);

/**
 * A short keyed hash of a client's address: the same client's requests can be told apart from others' in the log,
 * and the address cannot be read back (the key is random per process and never written).
 */
export const clientHash = (address: string, key: Uint8Array = processKey) =>
  createHmac('sha256', key).update(address).digest('base64url').slice(0, 16);

/** The peer of the request's socket on the Node server; undefined without one (`app.request` in tests, Deno). */
export const socketAddress = (c: Context): string | undefined => {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
};

/** The path as it may be logged: a Telegram bot token in `/bot<token>/…` (the dev outbox's capture) is cut out. */
export const loggedPath = (path: string) => path.replace(/^\/bot[^/]*/, '/bot<redacted>');

export interface RequestLogOptions {
  logger: Logger;
  /** The client's address (the socket's peer by default); only its hash is logged. */
  clientAddress?: (c: Context) => string | undefined;
  /** Told of every error a request threw (answered 500), with the request's id. */
  onError?: (error: Error, requestId: string) => void;
}

/**
 * The request id and the request log of a server: a well-formed incoming `X-Request-Id` (up to 128 letters, digits,
 * `_`, `-`, `=`) is kept, otherwise one is made, and the answer carries it back. After each request one JSON line:
 * method, path (no query string), status, duration in ms, request id and the client's hash; a request that threw is
 * logged at level `error` with the error's stack.
 */
export function requestLog({
  logger,
  clientAddress = socketAddress,
  onError,
}: RequestLogOptions): MiddlewareHandler[] {
  const log: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    await next();
    const id = c.get('requestId');
    const address = clientAddress(c);
    const line = {
      method: c.req.method,
      path: loggedPath(c.req.path),
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      requestId: id,
      client: address === undefined ? undefined : clientHash(address),
    };
    if (c.error) {
      logger.error({ ...line, err: c.error }, 'request failed');
      onError?.(c.error, id);
    } else {
      logger.info(line, 'request');
    }
  };
  return [requestId({ limitLength: 128 }), log];
}
