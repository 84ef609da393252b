import type { AmbassadorLogoutResult } from 'shared-data/core';
import { revokeToken, tokenFrom } from '../ambassadors/tokens';
import type { Handler } from '../http/handler';
import { json } from '../http/responses';

/**
 * `ambassador-logout`: the token in `x-ambassador-token` stops working. Idempotent: a missing, unknown or already
 * revoked token answers the same 200 `{"ok":true}`, since the caller is logged out either way and the answer
 * tells nothing about which tokens exist.
 */
export const ambassadorLogout: Handler = async (req, { db }) => {
  const token = tokenFrom(req);
  if (token) {
    await revokeToken(db, token);
  }
  const body: AmbassadorLogoutResult = { ok: true };
  return json(body);
};
