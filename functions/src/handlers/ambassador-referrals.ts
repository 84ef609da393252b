import { forAmbassadors } from '../ambassadors/guard';
import { listReferrals } from '../ambassadors/referrals';
import { requestLanguage } from '../http/language';
import { json } from '../http/responses';

/**
 * `ambassador-referrals`: what stands behind the dashboard's totals for the ambassador whose token is in
 * `x-ambassador-token` — the orders that came with their code (date, what, status, the commission once won and
 * whether it is paid out) and the earnings by month. A client shows as «Азиз К.», never with contacts. The same
 * 401 as `ambassador-me`. Its words are in the language the caller asks for.
 */
export const ambassadorReferrals = forAmbassadors(async (req, { db }, ambassador) =>
  json(await listReferrals(db, ambassador.id, requestLanguage(req))),
);
