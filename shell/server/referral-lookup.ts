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

export interface ReferralLookupOptions {
  /** How long an answer is kept. */
  ttlMs?: number;
  /** A functions server slower than this leaves the page to the browser. */
  timeoutMs?: number;
  /** How many ids are kept at most. */
  maxEntries?: number;
  /** `FUNCTIONS_SERVER_KEY`: the lookups then count against this server's own limit, not its address's. */
  serverKey?: string | undefined;
}

/**
 * Asks `referral-info` (over HTTP, as the browser does) who a referral link's ambassador is, so the shell's server can
 * render the landing and its link preview with the first name. Answers, unknown ids included, are kept a minute;
 * without an answer (the functions are down, slow or limiting) it gives nothing and the page is rendered by the
 * browser.
 */
export function createReferralLookup(
  config: Pick<RuntimeConfig, 'functionsUrl' | 'anonKey'>,
  { ttlMs = 60_000, timeoutMs = 800, maxEntries = 1000, serverKey }: ReferralLookupOptions = {},
) {
  const kept = new Map<string, { at: number; found: ReferralFound }>();
  return async function lookUp(referralId: string): Promise<ReferralFound | undefined> {
    const cached = kept.get(referralId);
    if (cached && Date.now() - cached.at < ttlMs) return cached.found;
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
      else if (response.status === 404 || response.status === 400)
        found = { known: false, info: unknownReferral };
      else return undefined;
    } catch {
      return undefined;
    }
    kept.delete(referralId);
    kept.set(referralId, { at: Date.now(), found });
    if (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
    return found;
  };
}
