import { jsonbParam } from '../db/jsonb';
import type { DbTx } from '../db/port';
import { hashCode, newCode, sameHash } from './secrets';

/** One-time login codes: lifetime, mails per e-mail and window, wrong tries per code. */
const codePolicy = {
  ttlMinutes: 15,
  mailsPerWindow: 3,
  windowMinutes: 15,
  maxWrongTries: 5,
} as const;

/** Parameters of the code mail template (`EMAILJS_TEMPLATE_CODE`). */
export interface CodeMailParams {
  to_email: string;
  code: string;
  name: string;
  expires_in_minutes: number;
}

/** Where one kind of account keeps its codes: the owners' table and the codes' table with its owner column. */
export interface CodeTables {
  owners: 'ambassadors' | 'managers';
  codes: 'ambassador_codes' | 'manager_codes';
  owner: 'ambassador_id' | 'manager_id';
}

/** The code queries of one kind of account; the names come from `CodeTables`, never from a request. */
function codeQueriesFor({ owners, codes, owner }: CodeTables) {
  const live = `${owner} = $1 and used_at is null and expires_at > now() and attempts < $2`;
  return {
    // Serialises code requests of one owner, so parallel requests cannot pass the mail limit together.
    lockOwner: `select id from ${owners} where id = $1 for update`,
    countRecent: `select count(*)::int as sent from ${codes}
      where ${owner} = $1 and created_at > now() - make_interval(mins => $2::int)`,
    forgetOld: `delete from ${codes} where ${owner} = $1 and created_at < now() - interval '1 day'`,
    insert: `insert into ${codes} (${owner}, code_hash, expires_at)
      values ($1, $2, now() + make_interval(mins => $3::int))`,
    // $3 false queues nothing: the same statement runs for an address that gets no mail (see `SendCodeOptions`).
    queueMail: 'insert into mail_jobs (template_id, params) select $1, $2::text::jsonb where $3::boolean',
    findLive: `select id, code_hash from ${codes} where ${live} order by created_at desc for update`,
    useAll: `update ${codes} set used_at = now() where ${owner} = $1 and used_at is null returning id`,
    countWrongTry: `update ${codes} set attempts = attempts + 1 where ${live}`,
  } as const;
}

/** Who a code is for: the owner's id, the address it is mailed to and the name the letter greets. */
export interface CodeOwner {
  id: string;
  email: string;
  name: string;
}

export interface SendCodeOptions {
  /** Whose codes: the ambassadors' or the managers' tables. */
  tables: CodeTables;
  /**
   * False runs every statement (the code is made and counted) but queues no mail: for an address that may not
   * sign in, so that its answer takes as long as a real one's.
   */
  mail?: boolean;
}

/**
 * Creates a code for the owner and queues its mail to the owner's e-mail, unless `mailsPerWindow` codes were
 * made in the last `windowMinutes`. Says whether a code was made.
 */
export async function sendCode(
  tx: DbTx,
  owner: CodeOwner,
  templateId: string,
  { tables, mail = true }: SendCodeOptions,
): Promise<boolean> {
  const codeQueries = codeQueriesFor(tables);
  await tx.query(codeQueries.lockOwner, [owner.id]);
  const [recent] = await tx.query<{ sent: number }>(codeQueries.countRecent, [
    owner.id,
    codePolicy.windowMinutes,
  ]);
  if ((recent?.sent ?? 0) >= codePolicy.mailsPerWindow) {
    return false;
  }
  await tx.query(codeQueries.forgetOld, [owner.id]);
  const code = newCode();
  await tx.query(codeQueries.insert, [owner.id, await hashCode(owner.id, code), codePolicy.ttlMinutes]);
  const params: CodeMailParams = {
    to_email: owner.email,
    code,
    name: owner.name,
    expires_in_minutes: codePolicy.ttlMinutes,
  };
  await tx.query(codeQueries.queueMail, [templateId, jsonbParam(params), mail]);
  return true;
}

/**
 * Checks a code against the owner's live codes (unused, unexpired, under the wrong-try limit). A match uses up
 * every open code of the owner; a miss counts one wrong try on each live code.
 */
export async function redeemCode(
  tx: DbTx,
  ownerId: string,
  code: string,
  tables: CodeTables,
): Promise<boolean> {
  const codeQueries = codeQueriesFor(tables);
  const rows = await tx.query<{ id: string; code_hash: string }>(codeQueries.findLive, [
    ownerId,
    codePolicy.maxWrongTries,
  ]);
  if (rows.length === 0) {
    return false;
  }
  const hash = await hashCode(ownerId, code);
  const match = rows.find((row) => sameHash(row.code_hash, hash));
  if (match) {
    // Only the request whose update took the code gets in, even if another one read it as open too.
    const used = await tx.query<{ id: string }>(codeQueries.useAll, [ownerId]);
    return used.some((row) => row.id === match.id);
  }
  await tx.query(codeQueries.countWrongTry, [ownerId, codePolicy.maxWrongTries]);
  return false;
}
