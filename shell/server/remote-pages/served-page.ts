import type { PrerenderedPage } from 'shared-data/core';
import type { PagePreloads } from './remote-scripts';

/** A page ready to be served, with when it was rendered (the browser hydrates clock-dependent parts against it). */
export interface ServedPage extends PrerenderedPage {
  renderedAt: string;
  /** Left out while the remote does not answer: a failed preload would stand in for the retry's own request. */
  preloads?: PagePreloads;
}
