import type { Lead, LeadPricing } from 'shared-data/core';
import type { DbTx } from '../db/port';

export interface PromoOwner {
  id: string;
  email: string;
}

const queries = {
  // upper(promo_code) is what the unique index covers.
  promoOwner: 'select id, email from ambassadors where upper(promo_code) = upper($1) limit 1',
  insertLead: `insert into applications
      (type, name, email, phone, plan_name, plan_price, promo_code, discount_amount, final_price,
       ambassador_id, payload, idempotency_key)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::text::jsonb, $12)
    returning id`,
  countReferral: 'update ambassadors set total_referrals = total_referrals + 1 where id = $1',
} as const;

/** The ambassador whose promo code this is (case-insensitive), if any. */
export async function findPromoOwner(tx: DbTx, code: string): Promise<PromoOwner | undefined> {
  const [row] = await tx.query<PromoOwner>(queries.promoOwner, [code]);
  return row;
}

export interface NewLead {
  lead: Lead;
  pricing: LeadPricing;
  /** The promo code as typed, kept even when it gave nothing. */
  promoCode: string | null;
  ambassadorId: string | null;
  /** Everything the browser sent, prices included, for audit. */
  payload: unknown;
  idempotencyKey: string | null;
}

/** Writes the lead; returns its id. */
export async function insertLead(tx: DbTx, values: NewLead): Promise<string> {
  const { lead, pricing } = values;
  const [row] = await tx.query<{ id: string }>(queries.insertLead, [
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
  ]);
  if (!row) throw new Error('applications insert returned no row');
  return row.id;
}

/** Counts a referral for the ambassador whose code brought the lead. */
export async function countReferral(tx: DbTx, ambassadorId: string): Promise<void> {
  await tx.query(queries.countReferral, [ambassadorId]);
}
