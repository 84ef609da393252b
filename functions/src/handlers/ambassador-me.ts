import type { AmbassadorMeResult } from 'shared-data/core';
import { forAmbassadors } from '../ambassadors/guard';
import { toAmbassadorRecord } from '../ambassadors/queries';
import { json } from '../http/responses';

/**
 * `ambassador-me`: the dashboard of the ambassador whose token is in `x-ambassador-token`. Using a token renews
 * it; an unknown, revoked or expired one (90 days unused) is 401.
 */
export const ambassadorMe = forAmbassadors(async (_req, _deps, ambassador) => {
  const body: AmbassadorMeResult = { ambassador: toAmbassadorRecord(ambassador) };
  return json(body);
});
