/**
 * shared-ui/server: renders a remote's page in Node with `react-dom/static` and Emotion's critical styles. Only a
 * remote's server entry (`src/server.tsx`) imports it; browsers never load it.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { api, seedPageData } from 'shared-data/api';
import { formKitGroups } from 'shared-data/page';
import { loadAllBooks, type PageData, type RuntimeConfig } from 'shared-data/site';
import { createAppStore } from 'shared-data/store';
import { formKitFor, loadEveryFormKit } from 'shared-ui/forms';
import { ServerPathnameContext } from '../layout/use-current-pathname';
import { AppFrame, type AppFrameProps, type RemoteAppDefinition } from '../micro-frontend/app-frame';
import { type IslandProps, IslandRenderingContext, type IslandSlot } from '../micro-frontend/island';
import { IslandFrame } from '../micro-frontend/island-frame';
import { PageDataContext } from '../micro-frontend/page-data';
import { loadPageStore, readyPageStore } from '../micro-frontend/page-store';

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
  /**
   * The chunk names of the page's code, for the page's HTML to name: its islands' but the forms of closed dialogs
   * (or, for a page without islands,
   * its own `LazyPage.chunkName`), and the form kit's when the page shows a form that hydrates at once (a page
   * without islands, or a form island marked `firstScreen`).
   */
  chunks: string[];
}

/** Milliseconds a page may wait for its code and data before its render is abandoned. */
const renderTimeoutMs = 10_000;

/** Options of every `prerender` here: one document, no outlined boundaries (those need React's inline scripts, which
 * the page's CSP refuses). */
const renderOptions = (errors: unknown[], identifierPrefix?: string) => ({
  signal: AbortSignal.timeout(renderTimeoutMs),
  onError: (error: unknown) => void errors.push(error),
  progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  identifierPrefix,
});

async function renderToHtml(element: ReactNode, identifierPrefix?: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(element, renderOptions(errors, identifierPrefix));
  if (errors.length > 0) throw errors[0];
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude as unknown as AsyncIterable<Uint8Array>)
    html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

interface CollectedIsland extends IslandSlot {
  name: string;
  props: IslandProps;
}

/**
 * The islands a page render meets, each once (a part rendered again after it waited for code keeps its id). Each
 * slot's marker holds a token drawn for this render, so no text, attribute or markup of the page can hold it.
 */
function islandCollector() {
  const token = globalThis.crypto.randomUUID();
  const byKey = new Map<string, CollectedIsland>();
  return {
    collect(key: string, name: string, props: IslandProps): IslandSlot {
      let island = byKey.get(key);
      if (!island) {
        const id = `i${byKey.size + 1}`;
        island = { id, marker: `<!--island ${token} ${id}-->`, name, props };
        byKey.set(key, island);
      }
      return island;
    },
    get islands() {
      return [...byKey.values()];
    },
  };
}

/**
 * An Emotion cache for one render on the server, and `stylesOf`, which takes its styles out of the rendered markup as
 * style tags for the head.
 */
function headStyles() {
  const cache = createCache({ key: 'css' });
  // Styles go to the cache, not inline before each element, so they can be extracted for the head.
  cache.compat = true;
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const stylesOf = (rendered: string) => {
    const chunks = extractCriticalToChunks(rendered);
    return { html: chunks.html, css: constructStyleTagsFromChunks(chunks) };
  };
  return { cache, stylesOf };
}

/** The renderer a remote's server entry exports: one page per call, its own store and style cache each time. */
export function createPageRenderer(definition: RemoteAppDefinition) {
  return async function renderPage({ path, config, data }: PageRequest): Promise<RenderedPage> {
    // Forms render whole, without a loading boundary per field, as the browser hydrates them; every text of the
    // packages loaded so far is there in both languages (a part loaded while rendering brings its own).
    await Promise.all([loadEveryFormKit(), loadAllBooks()]);
    const { cache, stylesOf } = headStyles();
    const store = createAppStore({ config });
    if (data) seedPageData(store, data);
    // Every render has the page's store, and an island that reads it renders with it at once, as it hydrates.
    const pageStore = readyPageStore(store);
    await loadPageStore(pageStore);
    const renderedAt = data?.renderedAt ? Date.parse(data.renderedAt) : Date.now();
    // The same data the page carries in its data block, for what renders from it (a refused form).
    const pageData = data ?? {};
    const islands = definition.islands ? islandCollector() : undefined;
    const pathname = path.split(/[?#]/)[0] ?? path;
    // The kit a form in an island of the page's first screen hydrates with, named in the HTML.
    let firstScreenKit: string | undefined;
    const frame: AppFrameProps = { definition, store, config, location: path, renderedAt };
    const render = async () => {
      let html = await renderToHtml(
        <CacheProvider value={cache}>
          <PageDataContext.Provider value={pageData}>
            <IslandRenderingContext.Provider
              value={islands ? { mode: 'collect', collect: islands.collect } : undefined}
            >
              <AppFrame {...frame} />
            </IslandRenderingContext.Provider>
          </PageDataContext.Provider>
        </CacheProvider>,
      );
      // Each island on a root of its own, as the browser hydrates it, with its id as the prefix of its `useId`s.
      firstScreenKit = undefined;
      for (const island of islands?.islands ?? []) {
        const Island = definition.islands?.get(island.name);
        if (!Island)
          throw new Error(`${definition.name}: the island ${island.name} is not in the remote's list`);
        const inner = await renderToHtml(
          <CacheProvider value={cache}>
            <PageDataContext.Provider value={pageData}>
              <IslandFrame
                pageStore={pageStore}
                withStore={Island.store}
                config={config}
                location={path}
                renderedAt={renderedAt}
              >
                <Island.Component {...island.props} />
              </IslandFrame>
            </PageDataContext.Provider>
          </CacheProvider>,
          `${island.id}-`,
        );
        const kit = Island.firstScreen ? formKitFor(inner) : undefined;
        if (kit && firstScreenKit !== formKitGroups.whole) firstScreenKit = kit;
        if (!html.includes(island.marker))
          throw new Error(`${definition.name}: the island ${island.name} left no slot`);
        html = html.replace(island.marker, () => inner);
      }
      return html;
    };
    // The page's queries would stay cached for a minute after it is rendered, each with a removal timer that keeps
    // the renderer's process alive; the store is done with, so its cache and timers go now.
    const { html, css } = stylesOf(await render().finally(() => store.dispatch(api.util.resetApiState())));
    const page = definition.pageAt?.(pathname);
    // The forms of closed dialogs come when their dialog opens, not with the page.
    const islandNames = [
      ...new Set(
        (islands?.islands ?? [])
          .filter(({ name }) => !definition.islands?.get(name)?.inDialog)
          .map(({ name }) => name),
      ),
    ];
    // A whole page with a form hydrates with the form kit (its core for text fields alone), which comes with the
    // remote's copy of shared-ui/forms, and so does a form island of the first screen. Any other form island fetches the kit when it hydrates (near the
    // screen, or touched): a form the visitor never scrolls to costs no kit, and one they type into keeps what they
    // typed until the kit has come.
    const formKit = islands ? firstScreenKit : formKitFor(html);
    return {
      html,
      css,
      // An island page loads its islands' code, never the page's own.
      chunks: [...(islands ? islandNames : page ? [page.chunkName] : []), ...(formKit ? [formKit] : [])],
    };
  };
}

/** A page of the shell's own as its server sends it: the markup, and Emotion's style tags for the head. */
export type RenderedShellPage = Pick<RenderedPage, 'html' | 'css'>;

/**
 * Renders a page the shell shows itself (the 404 page, in the site's layout) in Node, as a remote's page is rendered:
 * one document without outlined boundaries, the request's `path` (a pathname) for the parts that read it (the header's logo link),
 * and its styles extracted for the head.
 */
export async function renderShellPage(element: ReactNode, path: string): Promise<RenderedShellPage> {
  await loadAllBooks();
  const { cache, stylesOf } = headStyles();
  return stylesOf(
    await renderToHtml(
      <CacheProvider value={cache}>
        <ServerPathnameContext.Provider value={path}>{element}</ServerPathnameContext.Provider>
      </CacheProvider>,
    ),
  );
}
