import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { readStoredPromoCode } from 'shared-data/site';

/**
 * Inside a FormBody: puts the promo code this browser keeps (the referral code the visitor brought) into the empty
 * field `name` once the form has hydrated. The server cannot know the code, so the first render must not show it;
 * it fills an empty field only, once, so a visitor who clears it keeps it clear. Renders nothing.
 */
export function KeptPromoCode({ name = 'promoCode' }: { name?: string }) {
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const empty = values[name] === '';
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current || !empty) return;
    filled.current = true;
    const kept = readStoredPromoCode();
    if (kept) void setFieldValue(name, kept, false);
  }, [empty, name, setFieldValue]);
  return null;
}
