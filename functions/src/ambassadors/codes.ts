import type { DbTx } from '../db/port';
import type { AmbassadorRow } from './queries';
import { hashCode, newCode, sameHash } from './secrets';

/** One-time login codes: lifetime, mails per e-mail and window, wrong tries per code. */
export const codePolicy = {
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

const live = `ambassador_id = $1 and used_at is null and expires_at > now() and attempts < $2`;

export const codeQueries = {
  // Serialises code requests of one ambassador, so parallel requests cannot pass the mail limit together.
  lockAmbassador: 'select id from ambassadors where id = $1 for update',
  countRecent: `select count(*)::int as sent from ambassador_codes
    where ambassador_id = $1 and created_at > now() - make_interval(mins => $2::int)`,
  forgetOld: `delete from ambassador_codes where ambassador_id = $1 and created_at < now() - interval '1 day'`,
  insert: `insert into ambassador_codes (ambassador_id, code_hash, expires_at)
    values ($1, $2, now() + make_interval(mins => $3::int))`,
  queueMail: 'insert into mail_jobs (template_id, params) values ($1, $2::text::jsonb)',
  findLive: `select id, code_hash from ambassador_codes where ${live} order by created_at desc for update`,
  useAll:
    'update ambassador_codes set used_at = now() where ambassador_id = $1 and used_at is null returning id',
  countWrongTry: `update ambassador_codes set attempts = attempts + 1 where ${live}`,
} as const;

/**
 * Creates a code for the ambassador and queues its mail to the ambassador's registered e-mail, unless
 * `mailsPerWindow` codes were mailed in the last `windowMinutes`. Says whether a mail was queued.
 */
export async function sendCode(tx: DbTx, ambassador: AmbassadorRow, templateId: string): Promise<boolean> {
  await tx.query(codeQueries.lockAmbassador, [ambassador.id]);
  const [recent] = await tx.query<{ sent: number }>(codeQueries.countRecent, [
    ambassador.id,
    codePolicy.windowMinutes,
  ]);
  if ((recent?.sent ?? 0) >= codePolicy.mailsPerWindow) {
    return false;
  }
  await tx.query(codeQueries.forgetOld, [ambassador.id]);
  const code = newCode();
  await tx.query(codeQueries.insert, [
    ambassador.id,
    await hashCode(ambassador.id, code),
    codePolicy.ttlMinutes,
  ]);
  const params: CodeMailParams = {
    to_email: ambassador.email,
    code,
    name: ambassador.name,
    expires_in_minutes: codePolicy.ttlMinutes,
  };
  await tx.query(codeQueries.queueMail, [templateId, JSON.stringify(params)]);
  return true;
}

/**
 * Checks a code against the ambassador's live codes (unused, unexpired, under the wrong-try limit). A match
 * uses up every open code of the ambassador; a miss counts one wrong try on each live code.
 */
export async function redeemCode(tx: DbTx, ambassadorId: string, code: string): Promise<boolean> {
  const rows = await tx.query<{ id: string; code_hash: string }>(codeQueries.findLive, [
    ambassadorId,
    codePolicy.maxWrongTries,
  ]);
  if (rows.length === 0) {
    return false;
  }
  const hash = await hashCode(ambassadorId, code);
  const match = rows.find((row) => sameHash(row.code_hash, hash));
  if (match) {
    // Only the request whose update took the code gets in, even if another one read it as open too.
    const used = await tx.query<{ id: string }>(codeQueries.useAll, [ambassadorId]);
    return used.some((row) => row.id === match.id);
  }
  await tx.query(codeQueries.countWrongTry, [ambassadorId, codePolicy.maxWrongTries]);
  return false;
}
