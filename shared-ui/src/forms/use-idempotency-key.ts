import { useCallback, useState } from 'react';

const newKey = () => crypto.randomUUID();

/**
 * One idempotency key per form fill: the same key goes with every retry of the same values, so a double click or
 * a resend after a timeout makes one lead; `renew` starts a new fill after a success.
 */
export function useIdempotencyKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(newKey);
  const renew = useCallback(() => setKey(newKey()), []);
  return { key, renew };
}
