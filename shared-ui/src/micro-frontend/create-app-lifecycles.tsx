import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { loadOnce, loadPageBooks, type RuntimeConfig, readPageData } from 'shared-data/site';
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
import type { IslandRegistry } from './island';
import { PageProviders } from './page-providers';
import { type PageStore, pageStoreFrom } from './page-store';
import type * as WholeAppModule from './whole-app';
import { showWholeAppLoadFailed } from './whole-app-load-failed';

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

type MountProps = ShellProps & AppProps;

/**
 * How a mount brings the remote's element to life, chosen once per mount by `appModeFor`:
 * - `islands`, a page of islands: the element holds this release's server markup of the page and the remote has
 *   islands. Each island hydrates on a root of its own when it is needed, and the page around them stays the
 *   server's markup: neither the page's code, the router nor the whole app's frame loads.
 * - `whole`, the app rendered whole with its router and the page's store: hydrating the server's markup of a remote
 *   without islands, or rendering afresh where the element holds no markup for this page (a page served with its
 *   head only, the team's inbox).
 */
type AppMode =
  | { mode: 'islands'; islands: IslandRegistry; renderedAt?: number }
  | { mode: 'whole'; hydrate: boolean; renderedAt?: number };

/** What stops a mounted app: the lifecycle `unmount` calls. */
type Unmount = () => Promise<unknown>;

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

/** The one place that chooses between a page of islands and an app rendered whole. */
function appModeFor(host: HTMLElement, pathname: string, definition: RemoteAppDefinition): AppMode {
  if (!serverMarkupFor(host, pathname, definition.releaseId)) return { mode: 'whole', hydrate: false };
  const servedAt = readPageData().renderedAt;
  const renderedAt = servedAt ? Date.parse(servedAt) : undefined;
  return definition.islands
    ? { mode: 'islands', islands: definition.islands, renderedAt }
    : { mode: 'whole', hydrate: true, renderedAt };
}

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

/** A page of islands: each hydrates on its own when needed, with the notifications region beside them. */
function mountIslands(
  host: HTMLElement,
  { islands, renderedAt }: Extract<AppMode, { mode: 'islands' }>,
  { config, loadStore }: MountProps,
): Unmount {
  const pageStore = pageStoreFrom(loadStore);
  const stopIslands = hydrateIslands(host, islands, { pageStore, config, renderedAt });
  const stopToaster = mountToaster(host, pageStore, config);
  return async () => {
    stopIslands();
    stopToaster();
  };
}

/** What a whole app's root is handed: the shell's props with the page's loaded store. */
interface WholeAppProps extends ShellProps {
  store: AppStore;
  /** When the markup being hydrated was rendered on the server (epoch ms). */
  renderedAt?: number;
}

/** A whole app's frame and React lifecycles: code a page of islands never loads. */
const wholeAppCode = loadOnce(() => import(/* webpackChunkName: "app-frame" */ './whole-app'));

/** single-spa's React lifecycles of a whole app, made once per way of rendering it, once its code is there. */
function wholeAppLifecycles(definition: RemoteAppDefinition) {
  const made = new Map<'hydrateRoot' | 'createRoot', ReactAppOrParcel<WholeAppProps>>();
  return ({ AppFrame, singleSpaReact }: WholeApp, renderType: 'hydrateRoot' | 'createRoot') => {
    let lifecycles = made.get(renderType);
    if (!lifecycles) {
      lifecycles = singleSpaReact<WholeAppProps>({
        React,
        ReactDOMClient,
        renderType,
        rootComponent: ({ config, store, renderedAt }: WholeAppProps & AppProps) => (
          <AppFrame definition={definition} store={store} config={config} renderedAt={renderedAt} />
        ),
        errorBoundary: () => <AppCrash />,
        domElementGetter: () => appElement(definition.name),
      });
      made.set(renderType, lifecycles);
    }
    return lifecycles;
  };
}

/** What mounting a whole app takes besides the shell's props. */
interface WholeMount {
  definition: RemoteAppDefinition;
  /** The path the mount started at, whose page's code a hydration needs. */
  pathname: string;
  lifecyclesFor: ReturnType<typeof wholeAppLifecycles>;
}

/** What a whole app needs before it mounts: the page's store and the frame's code. */
type WholeParts = [AppStore, WholeApp];

const loadWholeParts = ({ loadStore }: ShellProps): Promise<WholeParts> =>
  Promise.all([pageStoreFrom(loadStore).load(), wholeAppCode.load()]);

/**
 * An app rendered whole: with the page's store from its first render, hydrating the server's markup or afresh.
 * Without the store and the frame's code there is nothing to mount: the element then says so, with a retry.
 */
async function mountWhole(
  host: HTMLElement,
  mode: Extract<AppMode, { mode: 'whole' }>,
  props: MountProps,
  whole: WholeMount,
): Promise<Unmount> {
  let parts: WholeParts;
  try {
    parts = await loadWholeParts(props);
  } catch {
    return showWholeAppLoadFailed(host, whole.definition.name, {
      load: () => loadWholeParts(props),
      mount: (loaded) => mountLoaded(host, { mode: 'whole', hydrate: false }, props, whole, loaded),
    });
  }
  return mountLoaded(host, mode, props, whole, parts);
}

/** A whole app whose store and code are there. */
async function mountLoaded(
  host: HTMLElement,
  { hydrate, renderedAt }: Extract<AppMode, { mode: 'whole' }>,
  props: MountProps,
  { definition, pathname, lifecyclesFor }: WholeMount,
  [store, code]: WholeParts,
): Promise<Unmount> {
  const app = lifecyclesFor(code, hydrate ? 'hydrateRoot' : 'createRoot');
  const appProps = { ...props, store, renderedAt };
  if (!hydrate) {
    // The texts its first render reads; one that did not arrive shows the app's failure with its retry.
    await loadPageBooks().catch(() => undefined);
    await app.mount(appProps);
    return () => app.unmount(appProps);
  }
  // Hydration only reaches code that is there: the page's own, then what the entries that code brought need of the
  // markup (the form kit when the page shows a form). A click on a part still waiting for code would be dropped.
  await Promise.resolve(definition.pageAt?.(pathname)?.preload())
    .then(() => Promise.all([loadHydrationNeeds(host), loadPageBooks()]))
    .catch(() => undefined);
  // single-spa-react calls hydrateRoot synchronously; from then on React itself replays events on the markup.
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of holding the main
  // thread for the whole page; an event on markup not yet hydrated makes React finish it at once, then handle it.
  let mounted: Promise<unknown> = Promise.resolve();
  React.startTransition(() => {
    mounted = app.mount(appProps);
  });
  stopCapturing(host);
  await mounted;
  void replayEarlyClicks(host);
  return () => app.unmount(appProps);
}

/**
 * The single-spa lifecycles a remote exposes as `./app`. Each mount chooses its mode once (`AppMode`): a page of
 * islands hydrates island by island, an app rendered whole hydrates the server's markup in place (same DOM, one
 * render) or renders afresh. Clicks made before hydration started are replayed once it has.
 */
export function createAppLifecycles(definition: RemoteAppDefinition): LifeCycles<ShellProps> {
  const lifecyclesFor = wholeAppLifecycles(definition);
  let unmountMounted: Unmount | undefined;
  const mount = async (props: MountProps) => {
    const host = appElement(definition.name);
    const { pathname } = window.location;
    const mode = appModeFor(host, pathname, definition);
    unmountMounted =
      mode.mode === 'islands'
        ? mountIslands(host, mode, props)
        : await mountWhole(host, mode, props, { definition, pathname, lifecyclesFor });
  };
  const unmount = async () => {
    const stop = unmountMounted;
    unmountMounted = undefined;
    await stop?.();
  };
  // The React lifecycles need no bootstrap of their own: the root component is there from the start.
  return { bootstrap: async () => undefined, mount, unmount };
}
