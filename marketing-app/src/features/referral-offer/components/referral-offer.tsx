import { Suspense } from 'react';
import { loadOnce, promoCodeFromSearch, readStoredPromoCode } from 'shared-data/site';
import { LoadBoundary, lazyComponent, Text, useHydrated, useTexts, WithStore } from 'shared-ui';
import { MarkedPart } from '../../../components/marked-part';
import { marketingTexts } from '../../../texts/book';
import { boldCode, UncheckedCode } from './unchecked-code';

/**
 * The check and its answers load with a kept code only, with the page's store and the api, so a visitor without one
 * loads none of them.
 */
const ReferralOfferNotice = lazyComponent(
  loadOnce(() => import(/* webpackChunkName: "referral-offer-status" */ './referral-offer-status')),
  'default',
);

/** When the check's code or the store cannot be loaded (`LoadBoundary`): the code is kept, the order form checks it. */
function Unchecked({ keptCode }: { keptCode: string }) {
  return (
    <Text role="status">
      <UncheckedCode promoCode={keptCode} />
    </Text>
  );
}

/** Tells a visitor who came through an ambassador whether their promo code gives the discount. */
export function ReferralOffer() {
  // The code lives in this browser's storage: the server's markup has no notice, the first render after hydration does.
  const hydrated = useHydrated();
  const texts = useTexts(marketingTexts).referralOffer;
  const keptCode = hydrated ? (readStoredPromoCode() ?? promoCodeFromSearch(window.location.search)) : null;
  if (!keptCode) return null;
  return (
    <LoadBoundary failed={() => <Unchecked keptCode={keptCode} />}>
      <Suspense
        fallback={
          <Text role="status">
            <MarkedPart text={texts.checking(keptCode)} part={keptCode} mark={boldCode} />
          </Text>
        }
      >
        <WithStore>
          <ReferralOfferNotice />
        </WithStore>
      </Suspense>
    </LoadBoundary>
  );
}
