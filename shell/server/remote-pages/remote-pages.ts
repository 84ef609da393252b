import {
  languageOfPath,
  type PageData,
  type PrerenderFile,
  pageConfigKeys,
  type RemoteName,
  type RemoteRegistryEntry,
  type RuntimeConfig,
} from 'shared-data/core';
import type { Logger } from 'shared-data/server';
import { createPrerenderFiles } from './remote-files';
import { createRemoteRenderers, type Renderer } from './remote-renderers';
import { remotePreloads } from './remote-scripts';
import { createRenderOnRequest } from './render-on-request';
import type { ServedPage } from './served-page';

export interface RemotePagesOptions {
  /** How long a fetched file is used before it is fetched again. */
  ttlMs?: number;
  /** How soon a remote that could not be reached, with no file kept from it, is asked again (doubling while it fails). */
  retryMs?: number;
  /** A remote that answers slower than this keeps its last file (the first fetch may take 4 times as long). */
  timeoutMs?: number;
  /** A render on request (config other than the build's) that takes longer leaves the page without its markup. */
  renderTimeoutMs?: number;
  /** Told why a remote's file or page could not be had. */
  logger: Pick<Logger, 'warn'>;
  /** Each remote's server bundle by its fingerprint: fetched from where the remote is served by default. */
  renderers?: (app: RemoteName, fingerprint: string) => Promise<Renderer>;
  /**
   * Every page waits for its remote's current `prerender.json` (`npm run dev`, where a save renders pages again, which
   * takes seconds when the remote compiles first): no page is served from a stale file while the remote answers.
   */
  fresh?: boolean;
}

/**
 * Whether the markup was rendered with the config this server runs with: the same value for every key the markup
 * showed, and for every key markup may show (an analytics id the build had not, or the other way round, differs).
 */
const renderedWithSameConfig = (file: PrerenderFile, config: RuntimeConfig) =>
  [...new Set<string>([...pageConfigKeys, ...Object.keys(file.config)])].every(
    (key) => file.config[key as keyof RuntimeConfig] === config[key as keyof RuntimeConfig],
  );

/**
 * A page's markup from its remote: the page in the remote's `prerender.json` when it was rendered with this
 * server's config, else rendered here on request by the remote's server bundle (both fetched over HTTP from where the
 * remote is served, so a remote's own release brings its own pages). A remote that is down or slow keeps the last
 * files it served; without any, the page is served with its head only and the app renders it in the browser.
 */
export function createRemotePages(
  registry: RemoteRegistryEntry[],
  config: RuntimeConfig,
  {
    ttlMs = 5000,
    retryMs = 250,
    timeoutMs = 800,
    renderTimeoutMs = 3000,
    logger,
    renderers,
    fresh = false,
  }: RemotePagesOptions,
) {
  const entryOf = (app: string) => registry.find((remote) => remote.name === app);
  const prerenderFile = createPrerenderFiles(entryOf, {
    ttlMs,
    retryMs,
    timeoutMs: fresh ? 30_000 : timeoutMs,
    logger,
    fresh,
  });
  const rendererOf = renderers ?? createRemoteRenderers(entryOf, Math.max(timeoutMs, 5000));
  const renderHere = createRenderOnRequest(rendererOf, config, { ttlMs, renderTimeoutMs, logger });

  /** The page with the remote's scripts it loads, while the remote answers. */
  const withPreloads = (
    app: RemoteName,
    file: PrerenderFile,
    page: ServedPage | undefined,
    reachable: boolean,
    path: string,
  ) => {
    const manifestUrl = entryOf(app)?.manifestUrl;
    if (!page || !reachable || !file.scripts || !manifestUrl) return page;
    const language = languageOfPath(path.split(/[?#]/)[0] ?? path);
    return { ...page, preloads: remotePreloads(manifestUrl, file.scripts, page, { language, app }) };
  };

  return {
    /** A page without a parameter: from `prerender.json`, or rendered here when the config differs. */
    async page(app: RemoteName, path: string): Promise<ServedPage | undefined> {
      if (!entryOf(app)) return undefined;
      const { value: file, reachable } = await prerenderFile(app);
      if (!file) return undefined;
      const built = file.pages[path];
      const page =
        renderedWithSameConfig(file, config) && built
          ? { ...built, renderedAt: file.renderedAt }
          : await renderHere(app, file.renderer, path);
      return withPreloads(app, file, page, reachable, path);
    },
    /** A page rendered here for this request (path and query), with what the server knows about it. */
    async render(app: RemoteName, path: string, data: PageData): Promise<ServedPage | undefined> {
      if (!entryOf(app)) return undefined;
      const { value: file, reachable } = await prerenderFile(app);
      if (!file) return undefined;
      return withPreloads(app, file, await renderHere(app, file.renderer, path, data), reachable, path);
    },
    /**
     * A page rendered here for this answer alone (path and query) and kept nowhere: its data holds what one visitor
     * typed (a refused lead form). It may take four times as long as another render: without it the typed values
     * are lost, and the visitor who just sent the form waits for the answer anyway (a remote's first render on a
     * busy host, its server bundle still to load, took over 3 s).
     */
    async renderOnce(app: RemoteName, path: string, data: PageData): Promise<ServedPage | undefined> {
      if (!entryOf(app)) return undefined;
      const { value: file, reachable } = await prerenderFile(app);
      if (!file) return undefined;
      const page = await renderHere(app, file.renderer, path, data, { keep: false, patience: 4 });
      return withPreloads(app, file, page, reachable, path);
    },
  };
}
