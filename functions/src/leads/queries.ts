import type { Language, Lead, LeadPricing, LeadSource } from 'shared-data/core';
import type { Db } from '../db/port';
import type { LeadAlert } from '../mail/lead-alert';

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
} as const;

/** The ambassador whose promo code this is (case-insensitive), if any. */
export async function findPromoOwner(db: Db, code: string): Promise<PromoOwner | undefined> {
  const [row] = await db.query<PromoOwner>(queries.promoOwner, [code]);
  return row;
}

export interface NewLead {
  /** The id the lead is stored under, when the caller names it first (its alert links to it); else one is made. */
  id?: string;
  /** The lead as its schema validated it, stored as the team's view of it is read. */
  lead: Lead;
  /** The server's own figures for it (`priceLead`), stored whole beside their columns. */
  pricing: LeadPricing;
  /** The promo code as typed, kept even when it gave nothing. */
  promoCode: string | null;
  /** The referring ambassador, counted once the lead is written. */
  ambassadorId: string | null;
  /** Everything the browser sent, prices included, for audit. */
  payload: unknown;
  idempotencyKey: string | null;
  /** Why the lead looks machine-sent (`checkFormGuard`'s detail), or null; such a lead is kept like any other. */
  suspicion: string | null;
  mail: { templateId: string; params: object };
  /** The team chat's alert (a Bot API `sendMessage` body), when Telegram is configured. */
  alert?: ({ chat_id: string } & LeadAlert) | null;
  /** Where the visit came from, cleaned (`cleanLeadSource`). */
  source: LeadSource;
  /** The privacy policy version the person consented to by sending, when the form said it. */
  consentVersion: string | null;
  /** The language of the page it was sent from (`cleanLanguage`): the team answers in it. */
  language: Language;
}
