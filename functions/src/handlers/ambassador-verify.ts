import type { AmbassadorSession } from 'shared-data/core';
import { ambassadorCodeTables, findAmbassadorByEmail, toAmbassadorRecord } from '../ambassadors/queries';
import { createToken } from '../ambassadors/tokens';
import { parseBody } from '../http/body';
import type { Handler } from '../http/handler';
import { requestLanguage } from '../http/language';
import { json } from '../http/responses';
import { type CodeRefusal, redeemCode } from '../sign-in/codes';
import { codeErrors } from '../sign-in/errors';

/** `ambassador-verify`: the right one-time code of the attempt it was asked for opens the dashboard with a new token. */
export const ambassadorVerify: Handler = async (req, { db }) => {
  const input = await parseBody(req, (schemas) => schemas.ambassadorVerifySchema);
  if (!input.ok) {
    return input.response;
  }
  const { email, code, attempt } = input.value;
  // A wrong try is committed with the 401: it counts toward the code's limit.
  const outcome = await db.transaction(async (tx): Promise<AmbassadorSession | CodeRefusal> => {
    const ambassador = await findAmbassadorByEmail(tx, email);
    if (!ambassador) return 'wrong';
    const verdict = await redeemCode(tx, ambassador.id, { code, attempt }, ambassadorCodeTables);
    if (verdict !== 'right') return verdict;
    return { ambassador: toAmbassadorRecord(ambassador), token: await createToken(tx, ambassador.id) };
  });
  return typeof outcome === 'string' ? codeErrors[outcome](requestLanguage(req)) : json(outcome);
};
