import type { Lead, LeadPricing } from 'shared-data/core';
import type { Db } from '../db/port';

export interface PromoOwner {
  id: string;
  email: string;
}

/** What a stored lead answers, first time and on every retry with its idempotency key. */
export interface StoredLead {
  id: string;
  final_price: number | null;
  discount_amount: number;
}

const queries = {
  // upper(promo_code) is what the unique index covers.
  promoOwner: 'select id, email from ambassadors where upper(promo_code) = upper($1) limit 1',
  // One statement, so one round trip and atomic without an explicit transaction: the lead, its mail job and the
  // referral count are written together or not at all. A repeated idempotency key writes nothing.
  storeLead: `with lead as (
      insert into applications
        (type, name, email, phone, plan_name, plan_price, promo_code, discount_amount, final_price,
         ambassador_id, payload, idempotency_key)
      values ($1, $2, $3, $4, $5, $6, $7, $8, $9,
        (select id from ambassadors where id = $10::uuid), $11::text::jsonb, $12)
      on conflict (idempotency_key) do nothing
      returning id, final_price, discount_amount
    ), mail as (
      insert into mail_jobs (application_id, template_id, params)
      select id, $13, $14::text::jsonb from lead
    ), referral as (
      update ambassadors set total_referrals = total_referrals + 1
      where id = $10::uuid and exists (select 1 from lead)
    )
    select id, final_price, discount_amount from lead`,
  byKey: 'select id, final_price, discount_amount from applications where idempotency_key = $1',
} as const;

/** The ambassador whose promo code this is (case-insensitive), if any. */
export async function findPromoOwner(db: Db, code: string): Promise<PromoOwner | undefined> {
  const [row] = await db.query<PromoOwner>(queries.promoOwner, [code]);
  return row;
}

export interface NewLead {
  lead: Lead;
  pricing: LeadPricing;
  /** The promo code as typed, kept even when it gave nothing. */
  promoCode: string | null;
  /** The referring ambassador, counted once the lead is written. */
  ambassadorId: string | null;
  /** Everything the browser sent, prices included, for audit. */
  payload: unknown;
  idempotencyKey: string | null;
  mail: { templateId: string; params: object };
}

/**
 * Writes a lead with its notification mail and referral count. Returns undefined when the idempotency key is
 * already taken: that submission was stored before (or is being stored right now; the statement waits for it).
 */
export async function storeLead(db: Db, values: NewLead): Promise<StoredLead | undefined> {
  const { lead, pricing } = values;
  const [row] = await db.query<StoredLead>(queries.storeLead, [
    lead.type,
    lead.name,
    lead.email,
    lead.phone,
    pricing.planName,
    pricing.planPrice,
    values.promoCode,
    pricing.discountAmount,
    pricing.finalPrice ?? pricing.totalAmount,
    values.ambassadorId,
    JSON.stringify(values.payload),
    values.idempotencyKey,
    values.mail.templateId,
    JSON.stringify(values.mail.params),
  ]);
  return row;
}

/** The lead stored under an idempotency key. */
export async function findLeadByKey(db: Db, key: string): Promise<StoredLead | undefined> {
  const [row] = await db.query<StoredLead>(queries.byKey, [key]);
  return row;
}
