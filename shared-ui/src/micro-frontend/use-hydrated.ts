import { createContext, useContext, useSyncExternalStore } from 'react';

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

/** When the page's markup was rendered (epoch ms): set on the server and while the browser hydrates that markup. */
export const RenderTimeContext = createContext<number | undefined>(undefined);

/**
 * The clock a first render decides by: the server's render time while rendering or hydrating server markup, so both
 * sides agree (a promo that had ended when the page was rendered is not in its markup); the visitor's clock otherwise.
 */
export function useRenderTime(): () => number {
  const renderedAt = useContext(RenderTimeContext);
  return renderedAt === undefined ? Date.now : () => renderedAt;
}
