import { parsePhone } from 'shared-data/core';
import type { Db } from '../db/port';

/** Whose data to erase: one e-mail or one phone, as the person gave it. */
export type ErasureSubject = { email: string } | { phone: string };

/** What an erasure touched. */
export interface ErasureResult {
  leads: number;
  mails: number;
  /** Ambassadors with that e-mail or phone whose cabinet was closed and record anonymised. */
  ambassadors: number;
}

/** The name an erased lead or ambassador keeps. */
export const erasedName = 'Удалено по запросу';

/** The leads of a person: the same e-mail in any case, or the same number however it was written. */
const matching = `select id from applications where ($1::text is not null and lower(email) = lower($1))
  or ($2::text is not null and phone = $2)`;

const queries = {
  // Unsent mail of those leads is dropped; sent mail keeps its row (the delivery record) without its text.
  mails: `with leads as (${matching}), dropped as (
      delete from mail_jobs where application_id in (select id from leads) and status <> 'sent' returning 1
    ), emptied as (
      update mail_jobs set params = '{}'::jsonb, last_error = null
      where application_id in (select id from leads) and status = 'sent' returning 1
    )
    select (select count(*) from dropped)::int + (select count(*) from emptied)::int as n`,
  // Their leads' notes go too: a manager's note may repeat what the person said.
  leads: `with leads as (${matching}), notes as (
      delete from lead_notes where application_id in (select id from leads) returning 1
    ), anonymised as (
      update applications set name = '${erasedName}', email = null, phone = null, payload = '{}'::jsonb,
        suspected_reason = null
      where id in (select id from leads) returning 1
    )
    select count(*)::int as n from anonymised`,
  // An ambassador's record loses its name and contacts, and its code and referral link stop working (replaced by
  // values made from the row's id, which the unique indexes take and no one can guess); their sign-in codes and
  // tokens go, so the cabinet is closed. Their earnings and the leads they brought stay for the figures.
  ambassadors: `with found as (
      select id from ambassadors where ($1::text is not null and lower(email) = lower($1))
        or ($2::text is not null and phone = $2)
    ), tokens as (
      delete from ambassador_tokens where ambassador_id in (select id from found) returning 1
    ), codes as (
      delete from ambassador_codes where ambassador_id in (select id from found) returning 1
    ), anonymised as (
      update ambassadors set name = '${erasedName}', email = 'erased-' || id || '@erased.invalid', phone = null,
        promo_code = 'ERASED-' || id, referral_id = 'erased-' || id, referral_link = ''
      where id in (select id from found) returning 1
    )
    select count(*)::int as n from anonymised`,
  audit: `insert into erasures (requested_by, matched_by, subject_hash, leads, mails, ambassadors)
    values ($1, $2, $3, $4, $5, $6)`,
} as const;

/** SHA-256 in hex, with Web Crypto, which Node and the Edge runtime both have. */
async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The e-mail (lowercased) or the phone in E.164 that identifies the person, or `null` for a phone that is none. */
function keyOf(subject: ErasureSubject): { email: string | null; phone: string | null } | null {
  if ('email' in subject) return { email: subject.email.trim().toLowerCase(), phone: null };
  const phone = parsePhone(subject.phone);
  return phone ? { email: null, phone } : null;
}

/**
 * Erases a person's data on their request: their leads are anonymised (name, e-mail, phone and what they wrote
 * removed; type, prices, status and source stay for the figures), their unsent mail is dropped and sent mail loses its
 * text, an ambassador with that contact has their cabinet closed and record anonymised, and one audit line says who
 * asked, how the person was matched and a hash of the e-mail or phone.
 * Resolves with `null` for a phone that is no number.
 */
export async function erasePerson(
  db: Db,
  subject: ErasureSubject,
  requestedBy: string,
): Promise<ErasureResult | null> {
  const key = keyOf(subject);
  if (!key) return null;
  return db.transaction(async (tx) => {
    const params = [key.email, key.phone];
    const [mails] = await tx.query<{ n: number }>(queries.mails, params);
    const [leads] = await tx.query<{ n: number }>(queries.leads, params);
    const [ambassadors] = await tx.query<{ n: number }>(queries.ambassadors, params);
    const result = { leads: leads?.n ?? 0, mails: mails?.n ?? 0, ambassadors: ambassadors?.n ?? 0 };
    const matchedBy = key.email ? 'email' : 'phone';
    const hash = await sha256Hex(key.email ?? key.phone ?? '');
    await tx.query(queries.audit, [
      requestedBy,
      matchedBy,
      hash,
      result.leads,
      result.mails,
      result.ambassadors,
    ]);
    return result;
  });
}
