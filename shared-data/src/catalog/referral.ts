import { visitorState } from '../page/page-contract';
import type { LeadType } from '../schemas/lead-types';

/** Referral programme terms: the buyer's discount and the ambassador's commission, in percent. */
export const referralTerms = {
  buyerDiscountPercent: 15,
  commissionPercent: 15,
  promoCodeStorageKey: visitorState.promoCodeStorageKey,
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

/** The query parameter that carries a promo code in a link: `/referral/<id>?code=…`, `/pricing?code=…`. */
export const referralCodeParam = visitorState.promoCodeParam;

/** The promo code a link carries in its query (defined beside `visitorState`, for the early script). */
export { promoCodeFromSearch } from '../page/page-contract';

/** Answer of `referral-info`: public, so the first name only. */
export interface ReferralInfo {
  name: string;
  /**
   * The first name in the Russian genitive, as a Russian page says it: "от Лолы". Uzbek pages name the ambassador by
   * `name` alone («Lola sizga…»).
   */
  name_genitive: string;
  promo_code: string;
}

/** How the referral landing's sentences name the ambassador: each language takes the form it needs. */
export type ReferralAmbassador = Pick<ReferralInfo, 'name' | 'name_genitive'>;
