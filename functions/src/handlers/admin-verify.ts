import { type AdminSession, adminVerifySchema } from 'shared-data/core';
import { parseBody } from '../http/body';
import type { Handler } from '../http/handler';
import { json } from '../http/responses';
import { adminErrors } from '../inbox/errors';
import {
  codeHolder,
  createSession,
  findManager,
  isManagerEmail,
  managerCodeTables,
} from '../manager-sessions/sessions';
import { redeemCode } from '../sign-in/codes';

/**
 * `admin-verify`: a right code of a listed manager opens a session of 12 hours. An unlisted address goes through
 * the same lookups on its stand-in row (whose codes are never mailed), so the time of the 401 does not tell it from a manager's.
 */
export const adminVerify: Handler = async (req, { db, env }) => {
  const input = await parseBody(req, adminVerifySchema);
  if (!input.ok) return input.response;
  const { email, code } = input.value;
  const holder = await codeHolder(env.adminEmails, email);
  // A wrong try is committed with the 401: it counts toward the code's limit.
  const session = await db.transaction(async (tx): Promise<AdminSession | undefined> => {
    const manager = await findManager(tx, holder);
    if (!manager || !(await redeemCode(tx, manager.id, code, managerCodeTables))) return undefined;
    if (!isManagerEmail(env.adminEmails, email)) return undefined;
    const { token, expiresAt } = await createSession(tx, manager.id);
    return { manager: { email: manager.email }, token, expires_at: expiresAt.toISOString() };
  });
  return session ? json(session) : adminErrors.invalidCode();
};
