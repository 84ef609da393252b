import type { AdminLogoutResult } from 'shared-data/core';
import type { Handler } from '../http/handler';
import { json } from '../http/responses';
import { revokeSession, sessionTokenFrom } from '../manager-sessions/sessions';

const done: AdminLogoutResult = { ok: true };

/** `admin-logout`: ends the session in `x-admin-token`; the answer is the same for any token. */
export const adminLogout: Handler = async (req, { db }) => {
  const token = sessionTokenFrom(req);
  if (token) await revokeSession(db, token);
  return json(done);
};
