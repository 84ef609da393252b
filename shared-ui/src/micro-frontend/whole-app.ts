/**
 * What a whole app mounts with (a page rendered in the browser, the team's inbox): its frame with the store's
 * provider, and single-spa's React lifecycles. A page of islands never loads it.
 */

export { default as singleSpaReact } from 'single-spa-react';
export { AppFrame } from './app-frame';
