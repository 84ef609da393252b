import type { Context, MiddlewareHandler } from 'hono';
import type { DbTx } from '../db/port';
import { answerTexts } from '../texts/answer-texts';
import { requestLanguage } from './language';
import { errorResponse } from './responses';

/** One limit a request counts against: `limit` calls of one client in `scope` per window (scopes distinct). */
export interface ScopeLimit {
  scope: string;
  limit: number;
}

export interface ScopeCount extends ScopeLimit {
  hits: number;
  /** Seconds until this scope's window ends (at least 1). */
  resetSeconds: number;
}

// Longer clients are cut: an index entry has a size limit, and no real address comes near it.
const clientMaxLength = 200;

// Expired rows deleted per clean-up: far more than one client's new window can leave behind.
const forgetBatch = 100;

const countSql = (scopes: number) => `insert into rate_limit_hits as r (client, scope, window_ends_at, hits)
  values ${Array.from({ length: scopes }, (_, i) => `($1, $${i + 3}, now() + make_interval(secs => $2::int), 1)`).join(', ')}
  on conflict (client, scope) do update set
    hits = case when r.window_ends_at > now() then r.hits + 1 else 1 end,
    window_ends_at = case when r.window_ends_at > now() then r.window_ends_at else excluded.window_ends_at end
  returning scope, hits,
    greatest(1, ceil(extract(epoch from window_ends_at - clock_timestamp())))::int as reset_seconds`;

// SKIP LOCKED: a clean-up never waits for a row a check holds, so it cannot deadlock with one.
const forgetSql = `delete from rate_limit_hits where ctid = any(array(
    select ctid from rate_limit_hits where window_ends_at < now() limit ${forgetBatch} for update skip locked))`;

/**
 * Counts one request of `client` in each scope, in one statement, and returns each scope's count in its current
 * window (a window starts at the scope's first call, as in a fixed-window limiter). The database holds the counts,
 * so every process and Edge isolate sees the same ones. A call that starts a new window also deletes a batch of
 * ended windows.
 */
export async function countRequest(
  db: DbTx,
  client: string,
  limits: readonly ScopeLimit[],
  windowSeconds = 60,
): Promise<ScopeCount[]> {
  const rows = await db.query<{ scope: string; hits: number; reset_seconds: number }>(
    countSql(limits.length),
    [client.slice(0, clientMaxLength), windowSeconds, ...limits.map((limit) => limit.scope)],
  );
  const counts = limits.map((limit) => {
    const row = rows.find((each) => each.scope === limit.scope);
    return {
      ...limit,
      hits: Number(row?.hits ?? 0),
      resetSeconds: Number(row?.reset_seconds ?? windowSeconds),
    };
  });
  if (counts.some((count) => count.hits === 1)) await db.query(forgetSql);
  return counts;
}

/** Who a request is counted as, and against which limits. */
interface CountedAs {
  client: string;
  limits: ScopeLimit[];
}

export interface RateLimitOptions {
  db: DbTx;
  /** Who is counted and against which limits, e.g. `clientGroup(clientAddress(…))` per function and overall. */
  limits: (c: Context) => Promise<CountedAs> | CountedAs;
  /** One minute by default. */
  windowSeconds?: number;
}

/**
 * Counts each request in the database against its limits; over any of them the answer is 429 `rate_limited` (in
 * the language the caller asks for) with `Retry-After` (seconds) and the request never reaches the function. Every
 * answer carries the draft-6 RateLimit headers of the limit closest to refusing.
 */
export function rateLimitPerClient({ db, limits, windowSeconds = 60 }: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const { client, limits: scopes } = await limits(c);
    const counts = await countRequest(db, client, scopes, windowSeconds);
    const closest = counts.reduce((a, b) => (b.limit - b.hits < a.limit - a.hits ? b : a));
    const over = counts.filter((count) => count.hits > count.limit);
    const headers = {
      'RateLimit-Policy': `${closest.limit};w=${windowSeconds}`,
      'RateLimit-Limit': String(closest.limit),
      'RateLimit-Remaining': String(Math.max(closest.limit - closest.hits, 0)),
      'RateLimit-Reset': String(closest.resetSeconds),
    };
    if (over.length > 0) {
      const refused = errorResponse(
        429,
        'rate_limited',
        answerTexts(requestLanguage(c.req.raw)).request.rateLimited,
      );
      for (const [name, value] of Object.entries(headers)) refused.headers.set(name, value);
      refused.headers.set('Retry-After', String(Math.max(...over.map((count) => count.resetSeconds))));
      return refused;
    }
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    await next();
  };
}
