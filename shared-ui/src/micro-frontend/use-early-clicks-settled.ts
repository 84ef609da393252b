import { type RefObject, useCallback, useSyncExternalStore } from 'react';
import { earlyClicksReplayedEvent, earlyClicksWaitIn, replayingClicksAttribute } from 'shared-data/page';

/**
 * Whether what the visitor pressed inside `element` before its code arrived has yet to take effect: the clicks are
 * still kept by the page's early script, or are being replayed.
 */
const earlyClicksPendingIn = (element: Element) =>
  earlyClicksWaitIn(element) || element.closest(`[${replayingClicksAttribute}]`) !== null;

/**
 * False while a page is rendered on the server and while the browser hydrates it, as `useHydrated`; after that,
 * false until the presses the visitor made inside `ref`'s element before its code arrived have been replayed. Until
 * then the element's state is still the server's (a quantity's "+" not yet counted), and a rule read from it would
 * change the markup under the visitor's next press: a send button disabled for a moment takes no click.
 */
export function useEarlyClicksSettled(ref: RefObject<Element | null>): boolean {
  const subscribe = useCallback((changed: () => void) => {
    document.addEventListener(earlyClicksReplayedEvent, changed);
    return () => document.removeEventListener(earlyClicksReplayedEvent, changed);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => !(ref.current && earlyClicksPendingIn(ref.current)),
    () => false,
  );
}
