import type { AmbassadorMeResult } from 'shared-data/core';
import { ambassadorErrors } from '../ambassadors/errors';
import { toAmbassadorRecord } from '../ambassadors/queries';
import { findAmbassadorByToken, tokenFrom } from '../ambassadors/tokens';
import type { Handler } from '../http/handler';
import { json } from '../http/responses';

/**
 * `ambassador-me`: the dashboard of the ambassador whose token is in `x-ambassador-token`. Using a token renews
 * it; an unknown, revoked or expired one (90 days unused) is 401.
 */
export const ambassadorMe: Handler = async (req, { db }) => {
  const token = tokenFrom(req);
  const ambassador = token ? await findAmbassadorByToken(db, token) : undefined;
  if (!ambassador) {
    return ambassadorErrors.unauthorized();
  }
  const body: AmbassadorMeResult = { ambassador: toAmbassadorRecord(ambassador) };
  return json(body);
};
