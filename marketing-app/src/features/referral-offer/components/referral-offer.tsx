import { referralTerms, selectPromoCode, useAppSelector, useCheckPromoCodeQuery } from 'shared-data';
import { Text } from 'shared-ui';

/** Tells a visitor who came through an ambassador whether their promo code gives the discount. */
export function ReferralOffer() {
  const promoCode = useAppSelector(selectPromoCode);
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
