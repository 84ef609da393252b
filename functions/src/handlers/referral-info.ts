import type { ReferralInfo } from 'shared-data/core';
import { ambassadorErrors } from '../ambassadors/errors';
import { findReferral } from '../ambassadors/queries';
import { firstName, firstNameGenitive } from '../ambassadors/referral';
import { parseBody } from '../http/body';
import type { Handler } from '../http/handler';
import { requestLanguage } from '../http/language';
import { json } from '../http/responses';

/** `referral-info`: what the referral landing shows, the ambassador's first name (also declined) and promo code. */
export const referralInfo: Handler = async (req, { db }) => {
  const input = await parseBody(req, (schemas) => schemas.referralInfoSchema);
  if (!input.ok) {
    return input.response;
  }
  const referral = await findReferral(db, input.value.referral_id);
  if (!referral) {
    return ambassadorErrors.referralNotFound(requestLanguage(req));
  }
  const name = firstName(referral.name);
  const body: ReferralInfo = {
    name,
    name_genitive: firstNameGenitive(name),
    promo_code: referral.promo_code,
  };
  return json(body);
};
