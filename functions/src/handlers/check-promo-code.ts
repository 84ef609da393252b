import { type CheckPromoCodeResult, referralTerms } from 'shared-data/core';
import { lookUpPromoCode, promoRateLimited } from '../ambassadors/promo-misses';
import { parseBody } from '../http/body';
import type { Handler } from '../http/handler';
import { requestLanguage } from '../http/language';
import { json } from '../http/responses';

const queries = {
  // upper(promo_code) is what the unique index covers.
  findPromoCode: 'select 1 as found from ambassadors where upper(promo_code) = upper($1) limit 1',
};

/**
 * `check-promo-code`: is this an ambassador's promo code, and what discount does it give. A client with 10 wrong
 * codes in 10 minutes gets 429 `rate_limited` with `Retry-After` until the oldest of them leaves the window. Its
 * messages are in the language the caller asks for.
 */
export const checkPromoCode: Handler = async (req, { db }, context) => {
  const input = await parseBody(req, (schemas) => schemas.checkPromoCodeSchema);
  if (!input.ok) {
    return input.response;
  }
  const lookup = await lookUpPromoCode(db, context, async () => {
    const [row] = await db.query<{ found: number }>(queries.findPromoCode, [input.value.code]);
    return row;
  });
  if (lookup.blocked) {
    return promoRateLimited(lookup.retryAfterSeconds, requestLanguage(req));
  }
  const result: CheckPromoCodeResult = lookup.found
    ? { valid: true, discount_percent: referralTerms.buyerDiscountPercent }
    : { valid: false, discount_percent: 0 };
  return json(result);
};
