/** The names islands are marked with in a page's markup (no React here: the page's early script reads them too). */

/** The element around an island: its value is the island's name. */
export const islandAttribute = 'data-island';
/** The island's props as JSON (an attribute, so the page needs no inline script). */
export const islandPropsAttribute = 'data-island-props';
/** The island's id in its page, the `identifierPrefix` of its root on both sides (so `useId` values agree). */
export const islandIdAttribute = 'data-island-id';
/** Set once the browser has started hydrating the island: from then on React receives what happens there. */
export const islandLiveAttribute = 'data-island-live';
