import { useEffect } from 'react';
import { promoCodeApplied, useAppDispatch } from 'shared-data/store';
import { Text } from 'shared-ui';

export interface PromoCodeKeeperProps {
  /** The code the landing offers. */
  promoCode: string;
}

/** Says the landing's promo code is kept, and keeps it: the store remembers it for the order forms of every page. */
export function PromoCodeKeeper({ promoCode }: PromoCodeKeeperProps) {
  const dispatch = useAppDispatch();

  useEffect(() => {
    dispatch(promoCodeApplied(promoCode));
  }, [promoCode, dispatch]);

  return (
    <Text variant="small" align="center">
      Промокод сохранён: он подставится в заявку на тариф автоматически.
    </Text>
  );
}
