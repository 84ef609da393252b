import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { loadOnce, type RuntimeConfig, readPageData } from 'shared-data/site';
import type { AppStore } from 'shared-data/store';
import type { AppProps, LifeCycles } from 'single-spa';
import type { ReactAppOrParcel } from 'single-spa-react';
import { Toaster } from '../components/toast';
import { AppCrash } from './app-crash';
import { appElement } from './app-element';
import type { RemoteAppDefinition } from './app-frame';
import { renderedPathAttribute, replayEarlyClicks, stopCapturing } from './early-events';
import { hydrateIslands } from './hydrate-islands';
import { loadHydrationNeeds } from './hydration-needs';
import { type Island, type IslandProps, type IslandRegistry, islandAttribute } from './island';
import { PageProviders } from './page-providers';
import { type PageStore, pageStoreFrom } from './page-store';
import type * as WholeAppModule from './whole-app';

type WholeApp = typeof WholeAppModule;

/** Props the shell hands every app: the runtime config and the way to the page's one store. */
export interface ShellProps {
  config: RuntimeConfig;
  /**
   * The page's one store, created on the first call and the same for every app and island of the page after it; a
   * failed load is not remembered, so the next call tries again. Pages load it with the first part that reads it.
   */
  loadStore: () => Promise<AppStore>;
}

/** A whole app's frame and React lifecycles: code a page of islands never loads. */
const wholeAppCode = loadOnce(() => import(/* webpackChunkName: "app-frame" */ './whole-app'));

/**
 * Whether the app's element holds the server's markup of the page at `pathname`, rendered by this very release (the
 * server may still hold the previous release's pages for a few seconds after a swap); other markup is cleared.
 */
function serverMarkupFor(host: HTMLElement, pathname: string, releaseId: string): boolean {
  const renderedFor = host.getAttribute(renderedPathAttribute);
  if (renderedFor === null) return false;
  const release = host.querySelector(':scope > [data-app]')?.getAttribute('data-release');
  if (renderedFor === pathname && release === releaseId) return true;
  stopCapturing(host);
  host.replaceChildren();
  return false;
}

/** The islands a page's markup shows, whose code a hydration of the whole page needs as well. */
const islandsIn = (host: HTMLElement, registry: IslandRegistry): Island<IslandProps>[] =>
  [...host.querySelectorAll(`[${islandAttribute}]`)].flatMap((element) => {
    const island = registry.get(element.getAttribute(islandAttribute) ?? '');
    return island ? [island] : [];
  });

/** The notifications region of a page of islands, on a root of its own beside the server's markup; it needs no store. */
function mountToaster(host: HTMLElement, pageStore: PageStore, config: RuntimeConfig): () => void {
  const element = document.createElement('div');
  host.appendChild(element);
  const root = ReactDOMClient.createRoot(element);
  root.render(
    <PageProviders pageStore={pageStore} config={config} withGlobalStyles={false}>
      <Toaster />
    </PageProviders>,
  );
  return () => {
    root.unmount();
    element.remove();
  };
}

/**
 * The single-spa lifecycles a remote exposes as `./app`. A page that arrived rendered by the server is hydrated in
 * place (same DOM, one render); a page reached by navigation is rendered fresh. Clicks made before hydration started
 * are replayed once it has.
 */
export function createAppLifecycles(definition: RemoteAppDefinition): LifeCycles<ShellProps> {
  let hydrate = false;
  let renderedAt: number | undefined;
  // A whole app mounts once its store and code are there, as it renders with them from its first render.
  let store: AppStore | undefined;
  let lifecycles: ReactAppOrParcel<ShellProps> | undefined;
  const wholeApp = ({ AppFrame, singleSpaReact }: WholeApp) =>
    (lifecycles ??= singleSpaReact<ShellProps>({
      React,
      ReactDOMClient,
      renderType: () => (hydrate ? 'hydrateRoot' : 'createRoot'),
      rootComponent: ({ config }: ShellProps & AppProps) => {
        if (!store) throw new Error(`${definition.name} mounted before its store was loaded`);
        return <AppFrame definition={definition} store={store} config={config} renderedAt={renderedAt} />;
      },
      errorBoundary: () => <AppCrash />,
      domElementGetter: () => appElement(definition.name),
    }));
  let stopIslands: (() => void) | undefined;
  const mount = async (props: ShellProps & AppProps) => {
    const host = appElement(definition.name);
    const { pathname } = window.location;
    hydrate = serverMarkupFor(host, pathname, definition.releaseId);
    const servedAt = readPageData().renderedAt;
    renderedAt = hydrate && servedAt ? Date.parse(servedAt) : undefined;
    const pageStore = pageStoreFrom(props.loadStore);
    // A page of islands: each hydrates on its own when needed; the page around them stays the server's markup.
    if (hydrate && definition.islands) {
      hydrate = false;
      const { config } = props;
      const stop = hydrateIslands(host, definition.islands, { pageStore, config, renderedAt });
      const toaster = mountToaster(host, pageStore, config);
      stopIslands = () => {
        stop();
        toaster();
      };
      return;
    }
    // A whole app renders with the page's store from its first render; without it there is nothing to mount.
    const [loadedStore, code] = await Promise.all([pageStore.load(), wholeAppCode.load()]);
    store = loadedStore;
    const app = wholeApp(code);
    // Hydration only reaches code that is there: the page's own with its islands', then what the entries that code
    // brought need of the markup (the form kit when the page shows a form). A click on a part still waiting for code
    // would be dropped.
    if (hydrate)
      await Promise.all([
        definition.pageAt?.(pathname)?.preload(),
        ...islandsIn(host, definition.islands ?? new Map()).map((island) => island.Component.preload()),
      ])
        .then(() => loadHydrationNeeds(host))
        .catch(() => undefined);
    // single-spa-react calls hydrateRoot synchronously; from then on React itself replays events on the markup.
    // Hydrating in a transition lets React yield to the browser every few milliseconds instead of holding the main
    // thread for the whole page; an event on markup not yet hydrated makes React finish it at once, then handle it.
    let mounted: Promise<unknown> = Promise.resolve();
    if (hydrate)
      React.startTransition(() => {
        mounted = app.mount(props);
      });
    else mounted = app.mount(props);
    if (hydrate) stopCapturing(host);
    await mounted;
    if (hydrate) void replayEarlyClicks(host);
    hydrate = false;
  };
  const unmount = async (props: ShellProps & AppProps) => {
    if (!stopIslands) return lifecycles?.unmount(props);
    stopIslands();
    stopIslands = undefined;
  };
  // The React lifecycles need no bootstrap of their own: the root component is there from the start.
  return { bootstrap: async () => undefined, mount, unmount };
}
