import type { Language } from 'shared-data/core';
import type { DbTx } from '../db/port';
import type { RequestContext } from '../http/handler';
import { errorResponse } from '../http/responses';
import { answerTexts } from '../texts/answer-texts';

/** Wrong promo codes one client may try per window before its lookups stop. */
export const promoMissPolicy = {
  maxMisses: 10,
  windowMinutes: 10,
} as const;

// Without a known address every client would share one counter, and one guesser would block everybody's discount.
const unknownClient = 'unknown';
const clientMaxLength = 200;

const promoMissQueries = {
  // The oldest miss that keeps the client at the limit: once it leaves the window, lookups open again.
  limitingMiss: `select greatest(1, ceil(extract(epoch from
      missed_at + make_interval(mins => $2::int) - now())))::int as retry_after_seconds
    from promo_code_misses
    where client = $1 and missed_at > now() - make_interval(mins => $2::int)
    order by missed_at desc
    offset $3::int - 1 limit 1`,
  record: `with forgotten as (
      delete from promo_code_misses where missed_at <= now() - make_interval(mins => $2::int)
    )
    insert into promo_code_misses (client, attempt) values ($1, $3)
    on conflict (client, attempt) do nothing`,
} as const;

const counted = (client: string | undefined): client is string =>
  client !== undefined && client !== unknownClient && client.length <= clientMaxLength;

/**
 * Seconds until the client may look promo codes up again, or undefined when it may now (fewer than `maxMisses`
 * wrong codes in the last `windowMinutes`). A client without a known address is never blocked.
 */
export async function promoLookupBlockedFor(
  db: DbTx,
  client: string | undefined,
): Promise<number | undefined> {
  if (!counted(client)) return undefined;
  const [row] = await db.query<{ retry_after_seconds: number }>(promoMissQueries.limitingMiss, [
    client,
    promoMissPolicy.windowMinutes,
    promoMissPolicy.maxMisses,
  ]);
  return row ? Number(row.retry_after_seconds) : undefined;
}

/**
 * Counts a wrong promo code against the client, once per `attempt` (the submission's idempotency key) when there is
 * one, and deletes misses that no window counts any more.
 */
export async function recordPromoMiss(db: DbTx, client: string | undefined, attempt?: string): Promise<void> {
  if (!counted(client)) return;
  await db.query(promoMissQueries.record, [client, promoMissPolicy.windowMinutes, attempt ?? null]);
}

export type PromoLookup<T> =
  | { blocked: true; retryAfterSeconds: number }
  | { blocked: false; found: T | undefined };

/**
 * Looks a promo code up with `find` unless the client is over the miss limit; a code that finds nothing counts
 * as a miss of the client, once per `attempt` when the lookup is part of a submission that may be retried.
 */
export async function lookUpPromoCode<T>(
  db: DbTx,
  context: RequestContext | undefined,
  find: () => Promise<T | undefined>,
  attempt?: string,
): Promise<PromoLookup<T>> {
  const retryAfterSeconds = await promoLookupBlockedFor(db, context?.client);
  if (retryAfterSeconds !== undefined) return { blocked: true, retryAfterSeconds };
  const found = await find();
  if (found === undefined) await recordPromoMiss(db, context?.client, attempt);
  return { blocked: false, found };
}

/** 429 `rate_limited` with `Retry-After`, for a client over the promo miss limit, in `language` (Russian by default). */
export function promoRateLimited(retryAfterSeconds: number, language: Language = 'ru'): Response {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const response = errorResponse(
    429,
    'rate_limited',
    answerTexts(language).ambassador.promoRateLimited(minutes),
  );
  response.headers.set('retry-after', String(retryAfterSeconds));
  return response;
}
