/** Referral programme terms: the buyer's discount and the ambassador's commission, in percent. */
export const referralTerms = {
  buyerDiscountPercent: 15,
  commissionPercent: 15,
  promoCodeStorageKey: 'referralPromoCode',
} as const;
