import * as islands from '../islands';

/** Islands' code loads on first use in the browser; tests of parts that show islands start with it in place. */
export const preloadIslands = () =>
  Promise.all(Object.values(islands).map((island) => island.Component.preload()));
