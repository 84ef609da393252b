import { lazy, Suspense } from 'react';
import { selectPromoCode, useAppSelector } from 'shared-data/store';
import { Text, useHydrated } from 'shared-ui';
import { UncheckedCode } from './unchecked-code';

/** The check and its answers load with a stored code only, so a visitor without one never loads the api. */
const ReferralOfferStatus = lazy(() =>
  import(/* webpackChunkName: "referral-offer-status" */ './referral-offer-status').catch(() => ({
    default: ({ promoCode }: { promoCode: string }) => (
      <Text role="status">
        <UncheckedCode promoCode={promoCode} />
      </Text>
    ),
  })),
);

/** Tells a visitor who came through an ambassador whether their promo code gives the discount. */
export function ReferralOffer() {
  // The code lives in this browser's storage: the server's markup has no notice, the first render after hydration does.
  const hydrated = useHydrated();
  const storedCode = useAppSelector(selectPromoCode);
  const promoCode = hydrated ? storedCode : null;
  if (!promoCode) return null;
  return (
    <Suspense
      fallback={
        <Text role="status">
          Проверяем промокод <strong>{promoCode}</strong>…
        </Text>
      }
    >
      <ReferralOfferStatus promoCode={promoCode} />
    </Suspense>
  );
}
