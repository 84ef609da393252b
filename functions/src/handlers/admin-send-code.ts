import { adminEmailSchema } from 'shared-data/core';
import { parseBody } from '../http/body';
import type { Handler } from '../http/handler';
import { json } from '../http/responses';
import { codeHolder, ensureManager, isManagerEmail, managerCodeTables } from '../manager-sessions/sessions';
import { sendCode } from '../sign-in/codes';

/**
 * `admin-send-code`: mails a one-time sign-in code to an address `ADMIN_EMAILS` lists. The answer is the same for
 * any address and past the mail limit, and so is the database's work (an unlisted address goes through a stand-in
 * row, see `codeHolder`, and is never mailed), so neither the answer nor its time tells who the managers are.
 */
export const adminSendCode: Handler = async (req, { db, env }) => {
  const input = await parseBody(req, adminEmailSchema);
  if (!input.ok) return input.response;
  const { email } = input.value;
  const listed = isManagerEmail(env.adminEmails, email);
  const holder = await codeHolder(env.adminEmails, email);
  await db.transaction(async (tx) => {
    const manager = await ensureManager(tx, holder);
    const greeting = manager.email.split('@')[0] ?? manager.email;
    await sendCode(tx, { ...manager, name: greeting }, env.emailjs.templateCode, {
      tables: managerCodeTables,
      mail: listed,
    });
  });
  return json({ sent: true });
};
