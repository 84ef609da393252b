import type { RemoteName, RuntimeConfig } from 'shared-data/core';
import { bundleServerRenderer, renderRemotePages } from '../render-pages';

/** What `tools/dev/remote.ts` starts this process with, as JSON in its one argument. */
export interface PageRenderJob {
  name: RemoteName;
  dir: string;
  outDir: string;
  releaseId: string;
  config: RuntimeConfig;
}

/**
 * A remote's pages rendered again on each message, in a process of their own beside its dev server: rendering takes
 * about half a second of JavaScript, which in the server's process would hold back the hot update the open page is
 * fetching meanwhile. Answers `null` when done, or the error's message.
 */
const { name, dir, outDir, releaseId, config } = JSON.parse(process.argv[2] ?? '{}') as PageRenderJob;
// Every render of a dev session at one time: what depends on the clock (the promo banner's countdown) then changes only
// with the code, so a page is told to reload only when a save changed it.
const renderedAt = new Date().toISOString();
process.on('message', () => {
  bundleServerRenderer(dir, outDir, releaseId)
    .then(() => renderRemotePages(name, outDir, config, renderedAt))
    .then(
      () => process.send?.(null),
      (error: Error) => process.send?.(error.message),
    );
});
// Ends with the dev server that started it.
process.on('disconnect', () => process.exit(0));
