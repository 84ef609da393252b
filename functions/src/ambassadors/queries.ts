import type { AmbassadorRecord } from 'shared-data/core';
import type { DbTx } from '../db/port';
import type { CodeTables } from '../sign-in/codes';

/** What registration stores of an ambassador. */
export interface NewAmbassador {
  name: string;
  email: string;
  phone: string | null;
  promo_code: string;
  referral_id: string;
  referral_link: string;
}

export interface AmbassadorRow extends NewAmbassador {
  id: string;
  total_referrals: number;
  total_earnings: number;
}

/** The columns of an `AmbassadorRow`. */
export const ambassadorColumns =
  'id, name, email, phone, promo_code, referral_id, referral_link, total_referrals, total_earnings';

const ambassadorQueries = {
  // lower(email) is what the unique index covers.
  findByEmail: `select ${ambassadorColumns} from ambassadors where lower(email) = lower($1)`,
  existsByEmail: 'select exists (select 1 from ambassadors where lower(email) = lower($1)) as found',
  // Does nothing when the e-mail, promo code or referral id is taken; the caller finds out which.
  insert: `insert into ambassadors (name, email, phone, promo_code, referral_id, referral_link)
    values ($1, $2, $3, $4, $5, $6)
    on conflict do nothing
    returning ${ambassadorColumns}`,
  findReferral: 'select name, promo_code from ambassadors where referral_id = $1',
} as const;

const first = <T>(rows: T[]): T | undefined => rows[0];

export const findAmbassadorByEmail = async (tx: DbTx, email: string) =>
  first(await tx.query<AmbassadorRow>(ambassadorQueries.findByEmail, [email]));

export const ambassadorExists = async (tx: DbTx, email: string) =>
  first(await tx.query<{ found: boolean }>(ambassadorQueries.existsByEmail, [email]))?.found === true;

/** The new row, or undefined when one of its unique values is taken. */
export const insertAmbassador = async (tx: DbTx, values: NewAmbassador) =>
  first(
    await tx.query<AmbassadorRow>(ambassadorQueries.insert, [
      values.name,
      values.email,
      values.phone,
      values.promo_code,
      values.referral_id,
      values.referral_link,
    ]),
  );

export const findReferral = async (tx: DbTx, referralId: string) =>
  first(await tx.query<{ name: string; promo_code: string }>(ambassadorQueries.findReferral, [referralId]));

/** The contract's ambassador record: no id, no referral id, totals as numbers. */
export const toAmbassadorRecord = (row: AmbassadorRow): AmbassadorRecord => ({
  name: row.name,
  email: row.email,
  phone: row.phone,
  promo_code: row.promo_code,
  referral_link: row.referral_link,
  total_referrals: Number(row.total_referrals),
  total_earnings: Number(row.total_earnings),
});

/** Where ambassadors' one-time codes live. */
export const ambassadorCodeTables: CodeTables = {
  owners: 'ambassadors',
  codes: 'ambassador_codes',
  owner: 'ambassador_id',
};
