import { useCheckPromoCodeQuery } from 'shared-data/api';
import { referralTerms } from 'shared-data/site';
import { selectPromoCode, useAppSelector } from 'shared-data/store';
import { Text, useTexts } from 'shared-ui';
import { MarkedPart } from '../../../components/marked-part';
import { marketingTexts } from '../../../texts/book';
import { boldCode, UncheckedCode } from './unchecked-code';

/** Whether a stored promo code gives the discount, as `check-promo-code` answers. */
function ReferralOfferStatus({ promoCode }: { promoCode: string }) {
  const { data, isLoading, isError } = useCheckPromoCodeQuery(promoCode);
  const texts = useTexts(marketingTexts).referralOffer;
  const sentence = (text: string) => <MarkedPart text={text} part={promoCode} mark={boldCode} />;
  return (
    <Text role="status">
      {isLoading ? sentence(texts.checking(promoCode)) : null}
      {isError ? <UncheckedCode promoCode={promoCode} /> : null}
      {data?.valid ? sentence(texts.valid(promoCode, data.discount_percent)) : null}
      {data && !data.valid ? sentence(texts.invalid(promoCode, referralTerms.buyerDiscountPercent)) : null}
    </Text>
  );
}

/** The code as the page's store holds it (the one a link brought, else the stored one), and what it gives. */
export default function ReferralOfferNotice() {
  const promoCode = useAppSelector(selectPromoCode);
  return promoCode ? <ReferralOfferStatus promoCode={promoCode} /> : null;
}
