import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while a page is rendered on the server and while the browser hydrates that markup, true from the render
 * after. Parts the server cannot know (the clock, storage, the viewport) show their browser value once it is true;
 * a tree the browser renders on its own sees true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
