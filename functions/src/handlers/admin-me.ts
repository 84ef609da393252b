import type { AdminMeResult } from 'shared-data/core';
import { json } from '../http/responses';
import { forManagers } from '../managers/guard';

/** `admin-me`: who the session belongs to and when it ends; 401 without a live session. */
export const adminMe = forManagers(async (_req, _deps, { manager, expiresAt }) => {
  const body: AdminMeResult = { manager: { email: manager.email }, expires_at: expiresAt.toISOString() };
  return json(body);
});
