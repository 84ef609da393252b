/**
 * shared-ui/server: renders a remote's page in Node with `react-dom/static` and Emotion's critical styles. Only a
 * remote's server entry (`src/server.tsx`) imports it; browsers never load it.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { api, seedPageData } from 'shared-data/api';
import type { PageData, RuntimeConfig } from 'shared-data/catalog';
import { createAppStore } from 'shared-data/store';
import { loadFormKit } from './forms/form-kit-loader';
import { AppFrame, type RemoteAppDefinition } from './micro-frontend/app-frame';

export interface PageRequest {
  /** The page's path and query, e.g. `/pricing` or `/referral/abc123?code=LOLA15-7KQ3XWP`. */
  path: string;
  /** The runtime config the site runs with; the page shows its contacts and dates. */
  config: RuntimeConfig;
  /** What the server already knows (a referral's inviter): put into the store before rendering, and sent with the page. */
  data?: PageData;
}

export interface RenderedPage {
  /** The app's markup, to be written into its element `#app-<name>`. */
  html: string;
  /** Emotion's `<style data-emotion>` tags for that markup, to be written into the head. */
  css: string;
  /** The chunk names of the page's own code (`LazyPage.chunkName`), for the page's HTML to name. */
  chunks: string[];
}

/** Milliseconds a page may wait for its code and data before its render is abandoned. */
const renderTimeoutMs = 10_000;

/** The renderer a remote's server entry exports: one page per call, its own store and style cache each time. */
export function createPageRenderer(definition: RemoteAppDefinition) {
  return async function renderPage({ path, config, data }: PageRequest): Promise<RenderedPage> {
    // Forms render whole, without a loading boundary per field, as the browser hydrates them.
    await loadFormKit();
    const cache = createCache({ key: 'css' });
    // Styles go to the cache, not inline before each element, so they can be extracted for the head.
    cache.compat = true;
    const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
    const store = createAppStore({ config });
    if (data) seedPageData(store, data);
    const errors: unknown[] = [];
    const rendered = prerender(
      <CacheProvider value={cache}>
        <AppFrame
          definition={definition}
          store={store}
          config={config}
          location={path}
          renderedAt={data?.renderedAt ? Date.parse(data.renderedAt) : Date.now()}
        />
      </CacheProvider>,
      {
        signal: AbortSignal.timeout(renderTimeoutMs),
        onError: (error) => void errors.push(error),
        // One document, no outlined boundaries: those need React's inline scripts, which the page's CSP refuses.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      },
    );
    // The page's queries would stay cached for a minute after it is rendered, each with a removal timer that keeps
    // the renderer's process alive; the store is done with, so its cache and timers go now.
    const { prelude } = await rendered.finally(() => store.dispatch(api.util.resetApiState()));
    if (errors.length > 0) throw errors[0];
    const chunks = extractCriticalToChunks(await new Response(prelude).text());
    const page = definition.pageAt?.(path.split(/[?#]/)[0] ?? path);
    return {
      html: chunks.html,
      css: constructStyleTagsFromChunks(chunks),
      chunks: page ? [page.chunkName] : [],
    };
  };
}
