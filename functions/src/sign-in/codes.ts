import { jsonbParam } from '../db/jsonb';
import type { DbTx } from '../db/port';
import { hashCode, hashToken, newCode, sameHash } from './secrets';

/**
 * One-time login codes (decision record 024). Every limit is kept per owner *and client*, so nobody but the owner's
 * own address can spend the owner's allowance, and a code is checked only within the attempt it was asked for.
 */
export const codePolicy = {
  ttlMinutes: 15,
  /** Code mails one client may ask for one owner per window. */
  mailsPerWindow: 3,
  windowMinutes: 15,
  /** Wrong tries that kill one code. */
  maxWrongTries: 5,
  /** Wrong tries on the codes one client asked for one owner in a day, after which its codes are not checked. */
  maxWrongTriesPerDay: 5,
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
  return {
    // Serialises code requests of one owner, so parallel requests cannot pass the mail limit together.
    lockOwner: `select id from ${owners} where id = $1 for update`,
    countRecent: `select count(*)::int as sent from ${codes}
      where ${owner} = $1 and client = $2 and created_at > now() - make_interval(mins => $3::int)`,
    forgetOld: `delete from ${codes} where ${owner} = $1 and created_at < now() - interval '1 day'`,
    insert: `insert into ${codes} (${owner}, code_hash, attempt_hash, client, expires_at)
      values ($1, $2, $3, $4, now() + make_interval(mins => $5::int))`,
    // $3 false queues nothing: the same statement runs for an address that gets no mail (see `SendCodeOptions`).
    queueMail: 'insert into mail_jobs (template_id, params) select $1, $2::text::jsonb where $3::boolean',
    findAttempt: `select id, code_hash, client from ${codes} where ${owner} = $1 and attempt_hash = $2
      and used_at is null and expires_at > now() and attempts < $3`,
    wrongToday: `select coalesce(sum(attempts), 0)::int as wrong from ${codes}
      where ${owner} = $1 and client = $2 and created_at > now() - interval '1 day'`,
    useAll: `update ${codes} set used_at = now() where ${owner} = $1 and used_at is null returning id`,
    countWrongTry: `update ${codes} set attempts = attempts + 1 where id = $1`,
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
  /** The attempt's key the answer hands to whoever asked (`newToken`); only its hash is stored. */
  attempt: string;
  /** The client that asked, as the rate limits count it (`RequestContext.client`). */
  client: string;
  /**
   * False runs every statement (the code is made and counted) but queues no mail: for an address that may not
   * sign in, so that its answer takes as long as a real one's.
   */
  mail?: boolean;
}

/**
 * Creates a code for the owner within the attempt and queues its mail to the owner's e-mail, unless this client
 * asked for `mailsPerWindow` codes of this owner in the last `windowMinutes`. Says whether a code was made.
 */
export async function sendCode(
  tx: DbTx,
  owner: CodeOwner,
  templateId: string,
  { tables, attempt, client, mail = true }: SendCodeOptions,
): Promise<boolean> {
  const codeQueries = codeQueriesFor(tables);
  await tx.query(codeQueries.lockOwner, [owner.id]);
  const [recent] = await tx.query<{ sent: number }>(codeQueries.countRecent, [
    owner.id,
    client,
    codePolicy.windowMinutes,
  ]);
  if ((recent?.sent ?? 0) >= codePolicy.mailsPerWindow) {
    return false;
  }
  await tx.query(codeQueries.forgetOld, [owner.id]);
  const code = newCode();
  await tx.query(codeQueries.insert, [
    owner.id,
    await hashCode(owner.id, code),
    await hashToken(attempt),
    client,
    codePolicy.ttlMinutes,
  ]);
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
 * What a check found: the right code (used up now), a wrong, unknown or ended one, or a code whose asking client
 * has had its wrong tries on this owner for the day.
 */
export type CodeVerdict = 'right' | 'wrong' | 'too-many-tries';

/** A check that let nobody in. */
export type CodeRefusal = Exclude<CodeVerdict, 'right'>;

/** What a person types back: the code from the letter and the attempt it was asked for in. */
export interface CodeCheck {
  code: string;
  attempt: string;
}

/**
 * Checks a code against the one live code of its attempt (unused, unexpired, under the wrong-try limit), unless the
 * client that asked for that code has used up its wrong tries on this owner for the day. A match uses up every open
 * code of the owner; a miss counts one wrong try on that code, and so on that client's day. Nothing done without the
 * attempt's key touches the owner's other codes.
 */
export async function redeemCode(
  tx: DbTx,
  ownerId: string,
  { code, attempt }: CodeCheck,
  tables: CodeTables,
): Promise<CodeVerdict> {
  const codeQueries = codeQueriesFor(tables);
  // Checks of one owner take turns, so parallel wrong tries cannot pass the day's limit together.
  await tx.query(codeQueries.lockOwner, [ownerId]);
  const [row] = await tx.query<{ id: string; code_hash: string; client: string }>(codeQueries.findAttempt, [
    ownerId,
    await hashToken(attempt),
    codePolicy.maxWrongTries,
  ]);
  if (!row) {
    return 'wrong';
  }
  const [today] = await tx.query<{ wrong: number }>(codeQueries.wrongToday, [ownerId, row.client]);
  if ((today?.wrong ?? 0) >= codePolicy.maxWrongTriesPerDay) {
    return 'too-many-tries';
  }
  if (sameHash(row.code_hash, await hashCode(ownerId, code))) {
    // Only the request whose update took the code gets in, even if another one read it as open too.
    const used = await tx.query<{ id: string }>(codeQueries.useAll, [ownerId]);
    return used.some((each) => each.id === row.id) ? 'right' : 'wrong';
  }
  await tx.query(codeQueries.countWrongTry, [row.id]);
  return 'wrong';
}
