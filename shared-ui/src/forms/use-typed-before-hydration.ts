import { useLayoutEffect, useRef } from 'react';

/**
 * A ref for a controlled text control or `<select>` on a server-rendered page: what a visitor typed or picked in the
 * markup before the app hydrated it stays on screen (hydration keeps the DOM value), and on mount the control's state
 * adopts it, so it is neither lost at the next render nor sent empty. A control the browser rendered itself starts
 * equal to its state: nothing happens.
 */
export function useTypedBeforeHydration<
  Element extends HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
>(value: string, adopt: (typed: string) => void) {
  const ref = useRef<Element>(null);
  const initial = useRef({ value, adopt });
  // A layout effect runs within the hydrating commit, before a replayed click can submit the form.
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== initial.current.value) initial.current.adopt(typed);
  }, []);
  return ref;
}

/**
 * The same for a group of radio buttons or checkboxes: a ref for the element holding them, and on mount the values
 * checked in the markup, in the group's order, are adopted when they differ from the state's (`chosen`). Without it
 * a choice made before hydration stays ticked on screen until the group renders again, and is never sent.
 */
export function useChosenBeforeHydration<Group extends HTMLElement>(
  chosen: readonly string[],
  adopt: (checked: string[]) => void,
) {
  const ref = useRef<Group>(null);
  const initial = useRef({ chosen, adopt });
  useLayoutEffect(() => {
    const group = ref.current;
    if (!group) return;
    const checked = [...group.querySelectorAll('input')]
      .filter((input) => input.checked)
      .map((input) => input.value);
    const { chosen: before, adopt: take } = initial.current;
    if (checked.length !== before.length || checked.some((value, at) => value !== before[at])) take(checked);
  }, []);
  return ref;
}
