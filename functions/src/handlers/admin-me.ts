import type { AdminMeResult } from 'shared-data/core';
import { json } from '../http/responses';
import { forManagers } from '../manager-sessions/guard';

/**
 * `admin-me`: who the session belongs to, when it ends, and the managers a lead may be given to; 401 without a live
 * session.
 */
export const adminMe = forManagers(async (_req, { env }, { manager, expiresAt }) => {
  const body: AdminMeResult = {
    manager: { email: manager.email },
    expires_at: expiresAt.toISOString(),
    managers: env.adminEmails,
  };
  return json(body);
});
