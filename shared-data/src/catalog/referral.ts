import type { LeadType } from '../schemas/lead.schema';

/** Referral programme terms: the buyer's discount and the ambassador's commission, in percent. */
export const referralTerms = {
  buyerDiscountPercent: 15,
  commissionPercent: 15,
  promoCodeStorageKey: 'referralPromoCode',
} as const;

/**
 * Lead types that order something: an ambassador's referral count is the number of distinct buyers (by e-mail)
 * whose lead of one of these types carried the code. Consultation requests do not count.
 */
export const referralOrderTypes = [
  'plan_order',
  'custom_plan',
  'calculator',
  'digital_constructor',
  'service_order',
] as const satisfies readonly LeadType[];
