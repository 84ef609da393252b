import {
  type AmbassadorMonthEarnings,
  type AmbassadorReferral,
  type AmbassadorReferralsResult,
  cutText,
  foldToLine,
  type Language,
  type LeadStatus,
  type LeadType,
  referralOrderTypes,
  referralsShown,
} from 'shared-data/core';
import type { DbTx } from '../db/port';
import { erasedName } from '../privacy/erase-person';
import { answerTexts } from '../texts/answer-texts';

// Months are Tashkent months (UTC+5 all year), as every date the site shows.
const tashkentMonth = (column: string) =>
  `to_char((${column} at time zone 'UTC') + interval '5 hours', 'YYYY-MM')`;

const queries = {
  // The leads the referral count stands on: orders that carried the ambassador's code.
  referrals: `select a.created_at, a.name, a.type, a.plan_name, a.status, e.amount as commission, e.paid_at
    from applications a
    left join ambassador_earnings e on e.application_id = a.id and e.ambassador_id = a.ambassador_id
    where a.ambassador_id = $1 and a.type = any($2::text[])
    order by a.created_at desc, a.id desc
    limit $3`,
  months: `select ${tashkentMonth('created_at')} as month, sum(amount)::bigint as earned,
      coalesce(sum(amount) filter (where paid_at is not null), 0)::bigint as paid
    from ambassador_earnings
    where ambassador_id = $1
    group by 1
    order by 1 desc`,
} as const;

/**
 * What an ambassador is shown instead of a client whose data was erased on their request, in Russian (the functions'
 * answer texts, `ambassador.erasedClient`, in each language).
 */
export const erasedClient = answerTexts('ru').ambassador.erasedClient;

/**
 * «Азиз Каримов» → «Азиз К.»: the first name and the surname's initial, so an ambassador recognises their client
 * without being handed anyone's full name.
 */
export function shortName(name: string, language: Language = 'ru'): string {
  if (name === erasedName) return answerTexts(language).ambassador.erasedClient;
  const [first = '', surname] = foldToLine(name).split(' ');
  const initial = surname ? cutText(surname, 1, { unit: 'grapheme', ellipsis: '' }) : '';
  const shown = cutText(first, 40, { unit: 'grapheme' });
  return initial ? `${shown} ${initial.toLocaleUpperCase('ru-RU')}.` : shown;
}

/** The kind of order and, when it has one, the plan, pack or service: «Тариф: BUSINESS» (in Uzbek «Tarif: BUSINESS»). */
const subjectOf = (type: LeadType, planName: string | null, language: Language) => {
  const kind = answerTexts(language).ambassador.orderKinds[type];
  return planName ? `${kind}: ${foldToLine(planName)}` : kind;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The ambassador's newest referrals, and the commission credited and paid out by month, newest first; the words in
 * `language` (Russian by default).
 */
export async function listReferrals(
  tx: DbTx,
  ambassadorId: string,
  language: Language = 'ru',
): Promise<AmbassadorReferralsResult> {
  const rows = await tx.query<{
    created_at: Date;
    name: string;
    type: LeadType;
    plan_name: string | null;
    status: LeadStatus;
    commission: number | string | null;
    paid_at: Date | null;
  }>(queries.referrals, [ambassadorId, referralOrderTypes, referralsShown]);
  const months = await tx.query<{ month: string; earned: number | string; paid: number | string }>(
    queries.months,
    [ambassadorId],
  );
  return {
    referrals: rows.map(
      (row): AmbassadorReferral => ({
        created_at: new Date(row.created_at).toISOString(),
        client: shortName(row.name, language),
        subject: subjectOf(row.type, row.plan_name, language),
        status: row.status,
        commission: row.commission === null ? null : Number(row.commission),
        paid_at: iso(row.paid_at),
      }),
    ),
    months: months.map(
      (row): AmbassadorMonthEarnings => ({
        month: row.month,
        earned: Number(row.earned),
        paid: Number(row.paid),
      }),
    ),
  };
}
