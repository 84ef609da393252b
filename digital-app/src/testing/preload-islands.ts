import * as islands from '../islands';

/** Loads the code of every island of this remote, as the browser has it before a page of them hydrates. */
export const preloadIslands = () =>
  Promise.all(Object.values(islands).map((island) => island.Component.preload()));
