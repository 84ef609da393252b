import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';

/**
 * Reads `TRUST_PROXY`: how many reverse proxies in front of the server append to `X-Forwarded-For`.
 * Unset, `0` or `false`: none, the socket's address is the client. `1` or `true`: one proxy (nginx, a load
 * balancer). Throws on anything else.
 */
export function parseTrustProxy(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false') {
    return 0;
  }
  if (text === 'true') {
    return 1;
  }
  if (/^\d{1,2}$/.test(text)) {
    return Number(text);
  }
  throw new Error(
    `TRUST_PROXY must be 0, 1 or the number of proxies in front of the server (got "${value}")`,
  );
}

/**
 * The client's address. Without trusted proxies it is the socket's peer. With `hops` trusted proxies it is the
 * `X-Forwarded-For` entry the outermost trusted proxy appended (counted from the right, since a client can
 * write anything on the left), or the socket's peer when the header is missing.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | null | undefined,
  hops: number,
): string {
  if (hops > 0 && forwardedFor) {
    const entries = forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const chosen = entries[Math.max(entries.length - hops, 0)];
    if (chosen) {
      return chosen;
    }
  }
  return socketAddress ?? 'unknown';
}

export interface RateLimitOptions {
  /** Requests one client may make to one function per window (`RATE_LIMIT_PER_MINUTE`). */
  limit: number;
  /** The client's address, e.g. from `clientAddress`. */
  client: (c: Context) => string;
  /** What is counted separately for the same client, e.g. the function name. */
  scope: (c: Context) => string;
  /** One minute by default. */
  windowMs?: number;
}

export const rateLimitedMessage = 'Слишком много запросов. Подождите немного и попробуйте ещё раз.';

/**
 * Counts requests per client and scope in memory (one process); over the limit the answer is 429 `rate_limited`
 * with `Retry-After` (seconds) and the request never reaches the function.
 */
export function rateLimitPerClient({
  limit,
  client,
  scope,
  windowMs = 60_000,
}: RateLimitOptions): MiddlewareHandler {
  return rateLimiter({
    windowMs,
    limit,
    standardHeaders: 'draft-6',
    keyGenerator: (c) => `${scope(c)}\n${client(c)}`,
    handler: (c) => c.json({ error: { code: 'rate_limited', message: rateLimitedMessage } }, 429),
  });
}
