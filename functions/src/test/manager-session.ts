import type { DbTx } from '../db/port';
import { hashToken, newToken } from '../sign-in/secrets';

/**
 * A live session of the manager with this e-mail, written straight into the tables (as `admin-verify` leaves one), for
 * tests about what a manager does rather than how they sign in. Resolves with its token (`x-admin-token`).
 */
export async function openManagerSession(db: DbTx, email: string): Promise<string> {
  const token = newToken();
  await db.query(
    `with manager as (
       insert into managers (email) values ($1) on conflict (email) do update set email = excluded.email returning id
     )
     insert into manager_sessions (manager_id, token_hash, expires_at)
     select id, $2, now() + interval '1 hour' from manager`,
    [email, await hashToken(token)],
  );
  return token;
}
