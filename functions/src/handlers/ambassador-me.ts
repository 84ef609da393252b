import { type AmbassadorMeResult, ambassadorTokenHeader } from 'shared-data/core';
import { ambassadorErrors } from '../ambassadors/errors';
import { findAmbassadorByToken, toAmbassadorRecord } from '../ambassadors/queries';
import type { Handler } from '../http/handler';
import { json } from '../http/responses';

// Tokens are 43 characters; anything much longer is not worth hashing.
const tokenMaxLength = 128;

/** `ambassador-me`: the dashboard of the ambassador whose token is in `x-ambassador-token`. */
export const ambassadorMe: Handler = async (req, { db }) => {
  const token = req.headers.get(ambassadorTokenHeader)?.trim();
  if (!token || token.length > tokenMaxLength) {
    return ambassadorErrors.unauthorized();
  }
  const ambassador = await findAmbassadorByToken(db, token);
  if (!ambassador) {
    return ambassadorErrors.unauthorized();
  }
  const body: AmbassadorMeResult = { ambassador: toAmbassadorRecord(ambassador) };
  return json(body);
};
