import { useCheckPromoCodeQuery } from 'shared-data/api';
import { referralTerms } from 'shared-data/site';
import { selectPromoCode, useAppSelector } from 'shared-data/store';
import { Text } from 'shared-ui';
import { UncheckedCode } from './unchecked-code';

/** Whether a stored promo code gives the discount, as `check-promo-code` answers. */
function ReferralOfferStatus({ promoCode }: { promoCode: string }) {
  const { data, isLoading, isError } = useCheckPromoCodeQuery(promoCode);
  const code = <strong>{promoCode}</strong>;
  return (
    <Text role="status">
      {isLoading ? <>Проверяем промокод {code}…</> : null}
      {isError ? <UncheckedCode promoCode={promoCode} /> : null}
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

/** The code as the page's store holds it (the one a link brought, else the stored one), and what it gives. */
export default function ReferralOfferNotice() {
  const promoCode = useAppSelector(selectPromoCode);
  return promoCode ? <ReferralOfferStatus promoCode={promoCode} /> : null;
}
