import { type AdminSendCodeResult, adminEmailSchema } from 'shared-data/core';
import { parseBody } from '../http/body';
import type { Handler } from '../http/handler';
import { json } from '../http/responses';
import { codeHolder, ensureManager, isManagerEmail, managerCodeTables } from '../manager-sessions/sessions';
import { sendCode } from '../sign-in/codes';
import { newToken } from '../sign-in/secrets';
import { steadyTime } from '../sign-in/steady-time';

/** How long every `admin-send-code` answer takes at least: longer than its work on a loaded server. */
const adminSendCodeFloorMs = 60;

/**
 * `admin-send-code`: mails a one-time sign-in code, bound to a new attempt whose key only the answer carries, to an
 * address `ADMIN_EMAILS` lists. The answer is the same for any address and past the mail limit, and so is the
 * database's work (an unlisted address goes through a stand-in row, see `codeHolder`, and is never mailed) and the
 * answer's time (`steadyTime`), so neither tells who the managers are.
 */
export const adminSendCode: Handler = async (req, { db, env }, context) => {
  const input = await parseBody(req, adminEmailSchema);
  if (!input.ok) return input.response;
  const { email } = input.value;
  const attempt = newToken();
  await steadyTime(adminSendCodeFloorMs, async () => {
    const listed = isManagerEmail(env.adminEmails, email);
    const holder = await codeHolder(env.adminEmails, email);
    await db.transaction(async (tx) => {
      const manager = await ensureManager(tx, holder);
      const greeting = manager.email.split('@')[0] ?? manager.email;
      await sendCode(tx, { ...manager, name: greeting }, env.emailjs.templateCode, {
        tables: managerCodeTables,
        attempt,
        client: context?.client ?? 'unknown',
        mail: listed,
      });
    });
  });
  const sent: AdminSendCodeResult = { sent: true, attempt };
  return json(sent);
};
