import { ambassadorTokenHeader } from 'shared-data/core';
import type { DbTx } from '../db/port';
import { hashToken, newToken, tokenFromHeader } from '../sign-in/secrets';
import { type AmbassadorRow, ambassadorColumns } from './queries';

/** Dashboard tokens end after `idleDays` without use; a use renews one at most every `renewAfterMinutes`. */
const tokenPolicy = {
  idleDays: 90,
  renewAfterMinutes: 60,
} as const;

const lastUse = 'coalesce(last_used_at, created_at)';
const live = `${lastUse} > now() - make_interval(days => $2::int)`;

const tokenQueries = {
  insert: 'insert into ambassador_tokens (ambassador_id, token_hash) values ($1, $2)',
  forgetExpired: `delete from ambassador_tokens where ambassador_id = $1 and not (${live})`,
  // The renewal writes only when the last recorded use is older than $3 minutes (or was never recorded).
  findLive: `with token as (
      select id, ambassador_id, last_used_at from ambassador_tokens where token_hash = $1 and ${live}
    ), renewed as (
      update ambassador_tokens set last_used_at = now()
      where id = (select id from token
        where last_used_at is null or last_used_at < now() - make_interval(mins => $3::int))
    )
    select ${ambassadorColumns} from ambassadors where id = (select ambassador_id from token)`,
  revoke: 'delete from ambassador_tokens where token_hash = $1',
} as const;

/** The token in `x-ambassador-token`, or undefined when there is none worth looking up. */
export const tokenFrom = (req: Request): string | undefined => tokenFromHeader(req, ambassadorTokenHeader);

/** Issues a dashboard token (only its hash is stored) and drops the ambassador's expired ones. */
export async function createToken(tx: DbTx, ambassadorId: string): Promise<string> {
  const token = newToken();
  await tx.query(tokenQueries.forgetExpired, [ambassadorId, tokenPolicy.idleDays]);
  await tx.query(tokenQueries.insert, [ambassadorId, await hashToken(token)]);
  return token;
}

/** The ambassador a live token belongs to, renewing the token; undefined for an unknown or expired token. */
export async function findAmbassadorByToken(tx: DbTx, token: string): Promise<AmbassadorRow | undefined> {
  const [row] = await tx.query<AmbassadorRow>(tokenQueries.findLive, [
    await hashToken(token),
    tokenPolicy.idleDays,
    tokenPolicy.renewAfterMinutes,
  ]);
  return row;
}

/** Ends a token for good; a token that is unknown or already ended changes nothing. */
export async function revokeToken(tx: DbTx, token: string): Promise<void> {
  await tx.query(tokenQueries.revoke, [await hashToken(token)]);
}
