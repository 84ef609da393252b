import { parsePhone } from 'shared-data/core';
import type { Db } from '../db/port';
import { consoleLogger, type Logger } from '../logger';
import { purgeOldRowVersions } from './purge-row-versions';

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

/** The ambassadors with that e-mail or phone. */
const matchingAmbassadors = `select id, email, promo_code from ambassadors
  where ($1::text is not null and lower(email) = lower($1)) or ($2::text is not null and phone = $2)`;

const queries = {
  // The mail of those leads, and the sign-in code mails sent to a matching ambassador (they carry the address and
  // the name): unsent mail is dropped; sent mail keeps its row (the delivery record) without its text.
  mails: `with leads as (${matching}), found as (${matchingAmbassadors}), theirs as (
      select id from mail_jobs where application_id in (select id from leads)
        or (application_id is null and lower(params->>'to_email') in (select lower(email) from found))
    ), dropped as (
      delete from mail_jobs where id in (select id from theirs) and status <> 'sent' returning 1
    ), emptied as (
      update mail_jobs set params = '{}'::jsonb, last_error = null
      where id in (select id from theirs) and status = 'sent' returning 1
    )
    select (select count(*) from dropped)::int + (select count(*) from emptied)::int as n`,
  // Their leads' notes go too: a manager's note may repeat what the person said. Where the visit came from (UTM
  // tags, referrer, first page) goes with what they wrote.
  leads: `with leads as (${matching}), notes as (
      delete from lead_notes where application_id in (select id from leads) returning 1
    ), anonymised as (
      update applications set name = '${erasedName}', email = null, phone = null, payload = '{}'::jsonb,
        lead = null, source = '{}'::jsonb, suspected_reason = null
      where id in (select id from leads) returning 1
    )
    select count(*)::int as n from anonymised`,
  // The leads an ambassador's code brought keep their ambassador and figures, but not the code, which spells the
  // ambassador's name: they take the code the ambassador's record takes below, so the inbox still shows them as one.
  referred: `with found as (${matchingAmbassadors})
    update applications a set promo_code = 'ERASED-' || f.id,
      payload = case when a.payload ? 'promo_code'
        then a.payload || jsonb_build_object('promo_code', 'ERASED-' || f.id) else a.payload end,
      lead = case when a.lead ? 'promo_code'
        then a.lead || jsonb_build_object('promo_code', 'ERASED-' || f.id) else a.lead end
    from found f
    where a.ambassador_id = f.id or upper(a.promo_code) = upper(f.promo_code)`,
  // An ambassador's record loses its name and contacts, and its code and referral link stop working (replaced by
  // values made from the row's id, which the unique indexes take and no one can guess); their sign-in codes and
  // tokens go, so the cabinet is closed. Their earnings and the leads they brought stay for the figures.
  ambassadors: `with found as (${matchingAmbassadors}), tokens as (
      delete from ambassador_tokens where ambassador_id in (select id from found) returning 1
    ), codes as (
      delete from ambassador_codes where ambassador_id in (select id from found) returning 1
    ), anonymised as (
      update ambassadors set name = '${erasedName}', email = 'erased-' || id || '@erased.invalid', phone = null,
        promo_code = 'ERASED-' || id, referral_id = 'erased-' || id, referral_link = ''
      where id in (select id from found) returning 1
    )
    select count(*)::int as n from anonymised`,
  // No trace of the contact: not even a hash, which the few million numbers of a country reverse in minutes.
  audit: `insert into erasures (requested_by, matched_by, leads, mails, ambassadors) values ($1, $2, $3, $4, $5)`,
} as const;

/** Every table an erasure changes or deletes rows of, and `erasures`, whose rows once carried a hash (016). */
export const erasedTables = [
  'applications',
  'mail_jobs',
  'lead_notes',
  'ambassadors',
  'ambassador_codes',
  'ambassador_tokens',
  'erasures',
] as const;

/** The e-mail (lowercased) or the phone in E.164 that identifies the person, or `null` for a phone that is none. */
function keyOf(subject: ErasureSubject): { email: string | null; phone: string | null } | null {
  if ('email' in subject) return { email: subject.email.trim().toLowerCase(), phone: null };
  const phone = parsePhone(subject.phone);
  return phone ? { email: null, phone } : null;
}

/**
 * Erases a person's data on their request: their leads are anonymised (name, e-mail, phone, what they wrote and where
 * their visit came from removed; type, prices and status stay for the figures), their unsent mail is dropped and sent
 * mail loses its text, an ambassador with that contact has their cabinet closed and record anonymised (the leads
 * their code brought keep them, under the record's new code), and one audit line says who asked, how the person was
 * matched and the counts. Once that has committed, the old row versions are purged from the database's files
 * (`purgeOldRowVersions`); a purge that fails is logged, and the erasure stands.
 * Resolves with `null` for a phone that is no number.
 */
export async function erasePerson(
  db: Db,
  subject: ErasureSubject,
  requestedBy: string,
  logger: Logger = consoleLogger,
): Promise<ErasureResult | null> {
  const key = keyOf(subject);
  if (!key) return null;
  const params = [key.email, key.phone];
  const result = await db.transaction(async (tx) => {
    const [mails] = await tx.query<{ n: number }>(queries.mails, params);
    const [leads] = await tx.query<{ n: number }>(queries.leads, params);
    await tx.query(queries.referred, params);
    const [ambassadors] = await tx.query<{ n: number }>(queries.ambassadors, params);
    const counts = { leads: leads?.n ?? 0, mails: mails?.n ?? 0, ambassadors: ambassadors?.n ?? 0 };
    const matchedBy = key.email ? 'email' : 'phone';
    await tx.query(queries.audit, [requestedBy, matchedBy, counts.leads, counts.mails, counts.ambassadors]);
    return counts;
  });
  if (result.leads + result.mails + result.ambassadors > 0) {
    try {
      await purgeOldRowVersions(db, erasedTables);
    } catch (error) {
      logger.error(
        { err: error },
        'erasure: the old row versions could not be purged from the database files',
      );
    }
  }
  return result;
}
