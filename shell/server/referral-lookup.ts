import { LRUCache } from 'lru-cache';
import type { ReferralInfo, RuntimeConfig } from 'shared-data/core';
import { functionsServerKeyHeader } from 'shared-data/server';

/** An ambassador as a referral landing shows them; `known` is false for an id no ambassador has. */
export interface ReferralFound {
  known: boolean;
  info: ReferralInfo;
}

/**
 * What a link with an unknown id shows: the generic inviter and no code (no code is offered that the order form would
 * refuse), as the page says in the browser.
 */
export const unknownReferral: ReferralInfo = {
  name: '',
  name_genitive: '',
  promo_code: '',
};

const unknown: ReferralFound = { known: false, info: unknownReferral };

/**
 * The shape of every referral id registration makes (`generateReferralId` in functions/src/ambassadors/referral.ts:
 * 10 characters of Crockford's base32 in lower case). An erased ambassador's `erased-<row id>` is not one of them.
 */
const referralIdShape = /^[0-9a-hjkmnp-tv-z]{10}$/;

/** Whether `id` can be a referral id at all: any other is unknown without asking anyone. */
export const isReferralId = (id: string) => referralIdShape.test(id);

export interface ReferralLookupOptions {
  /** How long an answer is used, counted from when it was asked for: no name outlives an erasure by more. */
  ttlMs?: number;
  /** A functions server slower than this leaves the page to the browser. */
  timeoutMs?: number;
  /** How many ids are kept at most (the least recently asked for go first). */
  maxEntries?: number;
  /** `FUNCTIONS_SERVER_KEY`: the lookups then count against this server's own limit, not its address's. */
  serverKey?: string | undefined;
  /** Told of each id the functions now say is nobody's (never was, or erased), to drop what was kept for it. */
  onUnknown?: (referralId: string) => void;
  /** The clock the answers age by. */
  now?: () => number;
}

/**
 * Looks up a referral link's id: the answer kept from an earlier lookup, or, when `mayAsk()` allows it, what
 * `referral-info` says now. Without an answer (not allowed to ask, or no answer) it gives nothing.
 */
export type LookUpReferral = (
  referralId: string,
  mayAsk?: () => boolean,
) => Promise<ReferralFound | undefined>;

/**
 * Asks `referral-info` (over HTTP, as the browser does) who a referral link's ambassador is, so the shell's server can
 * render the landing and its link preview with the first name. An id that cannot be one (malformed, erased) is
 * unknown without a call; answers, unknown ids included, are kept `ttlMs`, and one call under way serves every
 * request for its id. Without an answer (the functions are down, slow or limiting) it gives nothing and the page is
 * rendered by the browser.
 */
export function createReferralLookup(
  config: Pick<RuntimeConfig, 'functionsUrl' | 'anonKey'>,
  {
    ttlMs = 60_000,
    timeoutMs = 800,
    maxEntries = 10_000,
    serverKey,
    onUnknown,
    now = Date.now,
  }: ReferralLookupOptions = {},
): LookUpReferral {
  // ttlResolution 0: every read checks the clock, so an answer never lives a moment past ttlMs.
  const kept = new LRUCache<string, ReferralFound>({
    max: maxEntries,
    ttl: ttlMs,
    ttlResolution: 0,
    perf: { now },
  });
  const asking = new Map<string, Promise<ReferralFound | undefined>>();

  const ask = async (referralId: string): Promise<ReferralFound | undefined> => {
    const askedAt = now();
    let found: ReferralFound;
    try {
      const response = await fetch(`${config.functionsUrl}/functions/v1/referral-info`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${config.anonKey}`,
          apikey: config.anonKey,
          ...(serverKey ? { [functionsServerKeyHeader]: serverKey } : {}),
        },
        body: JSON.stringify({ referral_id: referralId }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.ok) found = { known: true, info: (await response.json()) as ReferralInfo };
      else if (response.status === 404 || response.status === 400) found = unknown;
      else return undefined;
    } catch {
      return undefined;
    }
    kept.set(referralId, found, { start: askedAt });
    if (!found.known) onUnknown?.(referralId);
    return found;
  };

  return (referralId, mayAsk = () => true) => {
    if (!isReferralId(referralId)) return Promise.resolve(unknown);
    const answer = kept.get(referralId);
    if (answer) return Promise.resolve(answer);
    let pending = asking.get(referralId);
    if (!pending) {
      if (!mayAsk()) return Promise.resolve(undefined);
      pending = ask(referralId).finally(() => asking.delete(referralId));
      asking.set(referralId, pending);
    }
    return pending;
  };
}
