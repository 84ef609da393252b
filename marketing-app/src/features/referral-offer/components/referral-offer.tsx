import { useCheckPromoCodeQuery } from 'shared-data/api';
import { referralTerms } from 'shared-data/catalog';
import { selectPromoCode, useAppSelector } from 'shared-data/store';
import { Text, useHydrated } from 'shared-ui';

/** Tells a visitor who came through an ambassador whether their promo code gives the discount. */
export function ReferralOffer() {
  // The code lives in this browser's storage: the server's markup has no notice, the first render after hydration does.
  const hydrated = useHydrated();
  const storedCode = useAppSelector(selectPromoCode);
  const promoCode = hydrated ? storedCode : null;
  const { data, isLoading, isError } = useCheckPromoCodeQuery(promoCode ?? '', { skip: !promoCode });
  if (!promoCode) return null;
  const code = <strong>{promoCode}</strong>;
  return (
    <Text role="status">
      {isLoading ? <>Проверяем промокод {code}…</> : null}
      {isError ? (
        <>
          Промокод {code} сохранен. Проверить его сейчас не удалось — мы проверим его при оформлении заявки.
        </>
      ) : null}
      {data?.valid ? (
        <>
          Ваш промокод {code} действует: скидка {data.discount_percent}% на все тарифы будет применена при
          оформлении заявки.
        </>
      ) : null}
      {data && !data.valid ? (
        <>
          Промокод {code} не найден, скидка {referralTerms.buyerDiscountPercent}% по нему не применится.
          Проверьте код у амбассадора.
        </>
      ) : null}
    </Text>
  );
}
