import { useEffect } from 'react';
import { visitorState } from 'shared-data/page';
import { promoCodeApplied, useAppDispatch } from 'shared-data/store';
import { Text, useTexts } from 'shared-ui';
import { ambassadorTexts } from '../../../texts/book';

export interface PromoCodeKeeperProps {
  /** The code the landing offers. */
  promoCode: string;
}

/**
 * Says the landing's promo code is kept, and keeps it: its markup names the code, which the early script keeps in
 * this browser at once, and the store remembers it for the order forms of every page once the page's code runs.
 */
export function PromoCodeKeeper({ promoCode }: PromoCodeKeeperProps) {
  const texts = useTexts(ambassadorTexts).referralLanding;
  const dispatch = useAppDispatch();

  useEffect(() => {
    dispatch(promoCodeApplied(promoCode));
  }, [promoCode, dispatch]);

  return (
    <Text variant="small" align="center" {...{ [visitorState.keepsPromoCodeAttribute]: promoCode }}>
      {texts.codeKept}
    </Text>
  );
}
