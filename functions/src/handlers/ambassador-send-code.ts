import { type AmbassadorSendCodeResult, ambassadorEmailSchema } from 'shared-data/core';
import { ambassadorCodeTables, findAmbassadorByEmail } from '../ambassadors/queries';
import { parseBody } from '../http/body';
import type { Handler } from '../http/handler';
import { json } from '../http/responses';
import { sendCode } from '../sign-in/codes';

const sent: AmbassadorSendCodeResult = { sent: true };

/**
 * `ambassador-send-code`: queues a one-time code to the registered e-mail. The answer is the same for unknown
 * e-mails and past the mail limit, so it tells nothing about who is registered.
 */
export const ambassadorSendCode: Handler = async (req, { db, env }) => {
  const input = await parseBody(req, ambassadorEmailSchema);
  if (!input.ok) {
    return input.response;
  }
  await db.transaction(async (tx) => {
    const ambassador = await findAmbassadorByEmail(tx, input.value.email);
    if (ambassador) {
      await sendCode(tx, ambassador, env.emailjs.templateCode, { tables: ambassadorCodeTables });
    }
  });
  return json(sent);
};
