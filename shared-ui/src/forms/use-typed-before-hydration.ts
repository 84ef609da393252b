import { useLayoutEffect, useRef } from 'react';

/**
 * A ref for a controlled text control on a server-rendered page: what a visitor typed into the markup before the
 * app hydrated it stays on screen (hydration keeps the DOM value), and on mount the control's state adopts it, so the
 * text is neither lost nor sent empty. A control the browser rendered itself starts equal to its state: nothing
 * happens.
 */
export function useTypedBeforeHydration<Element extends HTMLInputElement | HTMLTextAreaElement>(
  value: string,
  adopt: (typed: string) => void,
) {
  const ref = useRef<Element>(null);
  const initial = useRef({ value, adopt });
  // A layout effect runs within the hydrating commit, before a replayed click can submit the form.
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== initial.current.value) initial.current.adopt(typed);
  }, []);
  return ref;
}
