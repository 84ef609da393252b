import { type AmbassadorSession, ambassadorVerifySchema } from 'shared-data/core';
import { ambassadorErrors } from '../ambassadors/errors';
import { ambassadorCodeTables, findAmbassadorByEmail, toAmbassadorRecord } from '../ambassadors/queries';
import { createToken } from '../ambassadors/tokens';
import { parseBody } from '../http/body';
import type { Handler } from '../http/handler';
import { json } from '../http/responses';
import { redeemCode } from '../sign-in/codes';

/** `ambassador-verify`: a right one-time code opens the dashboard with a new token. */
export const ambassadorVerify: Handler = async (req, { db }) => {
  const input = await parseBody(req, ambassadorVerifySchema);
  if (!input.ok) {
    return input.response;
  }
  const { email, code } = input.value;
  // A wrong try is committed with the 401: it counts toward the code's limit.
  const session = await db.transaction(async (tx): Promise<AmbassadorSession | undefined> => {
    const ambassador = await findAmbassadorByEmail(tx, email);
    if (!ambassador || !(await redeemCode(tx, ambassador.id, code, ambassadorCodeTables))) {
      return undefined;
    }
    return { ambassador: toAmbassadorRecord(ambassador), token: await createToken(tx, ambassador.id) };
  });
  return session ? json(session) : ambassadorErrors.invalidCode();
};
