import { type AdminSession, ambassadorVerifySchema } from 'shared-data/core';
import { parseBody } from '../http/body';
import type { Handler } from '../http/handler';
import { json } from '../http/responses';
import {
  codeHolder,
  createSession,
  findManager,
  isManagerEmail,
  managerCodeTables,
} from '../manager-sessions/sessions';
import { type CodeRefusal, redeemCode } from '../sign-in/codes';
import { codeErrors } from '../sign-in/errors';

/**
 * `admin-verify`: the right code of a listed manager, checked within the attempt it was asked for, opens a session
 * of 12 hours. An unlisted address goes through the same lookups on its stand-in row (whose codes are never
 * mailed), so the time of the refusal does not tell it from a manager's.
 */
export const adminVerify: Handler = async (req, { db, env }) => {
  const input = await parseBody(req, ambassadorVerifySchema);
  if (!input.ok) return input.response;
  const { email, code, attempt } = input.value;
  const holder = await codeHolder(env.adminEmails, email);
  // A wrong try is committed with the 401: it counts toward the code's limit.
  const outcome = await db.transaction(async (tx): Promise<AdminSession | CodeRefusal> => {
    const manager = await findManager(tx, holder);
    if (!manager) return 'wrong';
    const verdict = await redeemCode(tx, manager.id, { code, attempt }, managerCodeTables);
    if (verdict !== 'right') return verdict;
    if (!isManagerEmail(env.adminEmails, email)) return 'wrong';
    const { token, expiresAt } = await createSession(tx, manager.id);
    return { manager: { email: manager.email }, token, expires_at: expiresAt.toISOString() };
  });
  return typeof outcome === 'string' ? codeErrors[outcome]() : json(outcome);
};
