import { type CheckPromoCodeResult, checkPromoCodeSchema, referralTerms } from 'shared-data/core';
import { parseBody } from '../http/body';
import type { Handler } from '../http/handler';
import { json } from '../http/responses';

const queries = {
  // upper(promo_code) is what the unique index covers.
  findPromoCode: 'select 1 as found from ambassadors where upper(promo_code) = upper($1) limit 1',
};

/** `check-promo-code`: is this an ambassador's promo code, and what discount does it give. */
export const checkPromoCode: Handler = async (req, { db }) => {
  const input = await parseBody(req, checkPromoCodeSchema);
  if (!input.ok) {
    return input.response;
  }
  const rows = await db.query(queries.findPromoCode, [input.value.code]);
  const result: CheckPromoCodeResult =
    rows.length > 0
      ? { valid: true, discount_percent: referralTerms.buyerDiscountPercent }
      : { valid: false, discount_percent: 0 };
  return json(result);
};
