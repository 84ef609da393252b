/**
 * The code of an app rendered whole (`AppMode` `whole`: a page rendered in the browser, the team's inbox, a remote
 * run on its own): its frame with the store's provider, and single-spa's React lifecycles. A page of islands never
 * loads it.
 */

export { default as singleSpaReact } from 'single-spa-react';
export { AppFrame } from './app-frame';
