import { useParams, useSearchParams } from 'react-router-dom';
import { referralLandingTexts } from 'shared-data/ambassador';
import { useReferralInfoQuery } from 'shared-data/api';
import { promoCodeFromSearch } from 'shared-data/catalog';

/** What a referral landing shows, or null while the ambassador is being looked up. */
export interface ReferralOffer {
  /** Who invites, in the genitive: the ambassador's first name ("Лолы"), or the generic "нашего амбассадора". */
  from: string;
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
  return {
    from: info.data?.name_genitive || info.data?.name || referralLandingTexts.genericAmbassador,
    promoCode: codeFromLink ?? (info.data?.promo_code || null),
  };
}
