import { referralTerms, selectPromoCode, useAppSelector } from 'shared-data';
import { Text } from 'shared-ui';

/** Tells a visitor who came through an ambassador that their promo code is kept for the order. */
export function ReferralOffer() {
  const promoCode = useAppSelector(selectPromoCode);
  if (!promoCode) return null;
  return (
    <Text role="status">
      Ваш промокод <strong>{promoCode}</strong> сохранен: скидка {referralTerms.buyerDiscountPercent}% на все
      тарифы будет применена при оформлении заявки.
    </Text>
  );
}
