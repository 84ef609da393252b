import { useTexts } from 'shared-ui';
import { MarkedPart } from '../../../components/marked-part';
import { marketingTexts } from '../../../texts/book';

/** The code in bold within a sentence of the referral notice. */
export const boldCode = (code: string) => <strong>{code}</strong>;

/** The code could not be checked now; the order form checks it again. */
export function UncheckedCode({ promoCode }: { promoCode: string }) {
  const texts = useTexts(marketingTexts).referralOffer;
  return <MarkedPart text={texts.unchecked(promoCode)} part={promoCode} mark={boldCode} />;
}
