import { useParams, useSearchParams } from 'react-router-dom';
import type { ReferralAmbassador } from 'shared-data/ambassador';
import { useReferralInfoQuery } from 'shared-data/api';
import { promoCodeFromSearch } from 'shared-data/catalog';

/** What a referral landing shows, or null while the ambassador is being looked up. */
export interface ReferralOffer {
  /**
   * Who invites: the ambassador's first name and its Russian genitive, from which each language's sentence takes the
   * form it needs («от Лолы», «Lola sizga…»); none for a link that names no known ambassador (the book's generic words).
   */
  ambassador: ReferralAmbassador | undefined;
  /** The code to order with: the link's, else the ambassador's; null for a link no ambassador stands behind. */
  promoCode: string | null;
}

/**
 * The offer of the referral link in the URL: the ambassador's first name from `referral-info` (put in the store by
 * the server for a page it rendered), and the promo code from `?code=`, else the ambassador's. A link with neither
 * offers no code: a made-up one would be refused by the order form. The page's `PromoCodeKeeper` remembers the code
 * for the order forms.
 */
export function useReferralOffer(): ReferralOffer | null {
  const { referralId = '' } = useParams();
  const [search] = useSearchParams();
  const codeFromLink = promoCodeFromSearch(search.toString());
  const info = useReferralInfoQuery(referralId, { skip: referralId === '' });
  const settled = referralId === '' || info.isSuccess || info.isError;
  if (!settled) return null;
  const { data } = info;
  // An answer without a first name names nobody (its genitive is made from the name): the book's generic words.
  const ambassador = data?.name ? { name: data.name, name_genitive: data.name_genitive } : undefined;
  return { ambassador, promoCode: codeFromLink ?? (data?.promo_code || null) };
}
