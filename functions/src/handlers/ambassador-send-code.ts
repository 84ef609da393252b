import type { AmbassadorSendCodeResult } from 'shared-data/core';
import { ambassadorCodeTables, findAmbassadorByEmail } from '../ambassadors/queries';
import { parseBody } from '../http/body';
import type { Handler } from '../http/handler';
import { json } from '../http/responses';
import { sendCode } from '../sign-in/codes';
import { newToken } from '../sign-in/secrets';

/**
 * `ambassador-send-code`: queues a one-time code to the registered e-mail, bound to a new attempt whose key only
 * the answer carries. The answer has the same shape for unknown e-mails and past the mail limit (an attempt that
 * matches no code), so it tells nothing about who is registered.
 */
export const ambassadorSendCode: Handler = async (req, { db, env }, context) => {
  const input = await parseBody(req, (schemas) => schemas.ambassadorEmailSchema);
  if (!input.ok) {
    return input.response;
  }
  const attempt = newToken();
  await db.transaction(async (tx) => {
    const ambassador = await findAmbassadorByEmail(tx, input.value.email);
    if (ambassador) {
      await sendCode(tx, ambassador, env.emailjs.templateCode, {
        tables: ambassadorCodeTables,
        attempt,
        client: context?.client ?? 'unknown',
      });
    }
  });
  const sent: AmbassadorSendCodeResult = { sent: true, attempt };
  return json(sent);
};
