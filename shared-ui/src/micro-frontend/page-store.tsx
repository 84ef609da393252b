import { createContext, type ReactNode, useContext } from 'react';
import { type LoadOnce, loadOnce } from 'shared-data/site';
import type { AppStore } from 'shared-data/store';
import { type LazyComponent, lazyComponent } from './lazy-component';

/**
 * The page's one Redux store, loaded with the first part that needs it: Redux, RTK and the store's slices are ~22 KB
 * of script a page whose parts never read the store should not fetch before the visitor's first interaction.
 */
export type PageStore = LoadOnce<AppStore>;

const byLoader = new WeakMap<() => Promise<AppStore>, PageStore>();
const byStore = new WeakMap<AppStore, PageStore>();

/** The page store behind the shell's `loadStore`: every app and island handed the same loader shares one store. */
export function pageStoreFrom(loadStore: () => Promise<AppStore>): PageStore {
  let pageStore = byLoader.get(loadStore);
  if (!pageStore) {
    pageStore = loadOnce(loadStore);
    byLoader.set(loadStore, pageStore);
  }
  return pageStore;
}

/** A store already there (the server's render, a whole app, a test) as a page store. */
export function readyPageStore(store: AppStore): PageStore {
  let pageStore = byStore.get(store);
  if (!pageStore) {
    pageStore = { load: () => Promise.resolve(store), ifLoaded: () => store };
    byStore.set(store, pageStore);
  }
  return pageStore;
}

/** The page store of the tree below: what `WithStore` loads and forms send their leads through. */
export const PageStoreContext = createContext<PageStore | undefined>(undefined);

/** Whether the store's provider is already above (a whole app, an island that needs the store). */
const StoreProvidedContext = createContext(false);

/** The store's code, with its provider: react-redux comes with it, not with the page. */
const storeCode = loadOnce(() => import(/* webpackChunkName: "store" */ 'shared-data/store'));

type StoreProviderType = typeof import('shared-data/store')['StoreProvider'];

/** The store with its provider, loaded together; `WithStore` renders again once they are there. */
interface StoreParts {
  store: AppStore;
  StoreProvider: StoreProviderType;
  WithStore: typeof WithStore;
}

export interface StoreFrameProps {
  store: AppStore;
  /** react-redux's provider, as the store's code brings it. */
  StoreProvider: StoreProviderType;
  children: ReactNode;
}

/** The page's store for the tree below. */
export function StoreFrame({ store, StoreProvider, children }: StoreFrameProps) {
  return (
    <StoreProvider store={store}>
      <StoreProvidedContext.Provider value={true}>{children}</StoreProvidedContext.Provider>
    </StoreProvider>
  );
}

interface PageStoreParts {
  code: LoadOnce<StoreParts>;
  /** Suspends until the parts are there (React.lazy, as every part loaded on demand), then renders `WithStore`. */
  Waiting: LazyComponent<{ children: ReactNode }>;
}

const partsByStore = new WeakMap<PageStore, PageStoreParts>();

function storeParts(pageStore: PageStore): PageStoreParts {
  let parts = partsByStore.get(pageStore);
  if (!parts) {
    const code = loadOnce(async (): Promise<StoreParts> => {
      const [store, { StoreProvider }] = await Promise.all([pageStore.load(), storeCode.load()]);
      return { store, StoreProvider, WithStore };
    });
    parts = { code, Waiting: lazyComponent(code, 'WithStore') };
    partsByStore.set(pageStore, parts);
  }
  return parts;
}

/**
 * Loads the page's store with its provider's code, so that `WithStore` renders at once (before an island that needs
 * the store hydrates). A failed load is forgotten: the next call tries again.
 */
export const loadPageStore = (pageStore: PageStore): Promise<unknown> => storeParts(pageStore).code.load();

/** The page store of the tree; throws where no app or island frame is above. */
export function usePageStore(): PageStore {
  const pageStore = useContext(PageStoreContext);
  if (!pageStore) throw new Error('usePageStore needs an app or island frame above it');
  return pageStore;
}

/**
 * Gives its children the page's store (`useAppSelector`, RTK Query hooks): at once when it is there, else it suspends
 * while the store loads, so a Suspense boundary above shows the wait and a `LoadBoundary` a failed load.
 */
export function WithStore({ children }: { children: ReactNode }) {
  const provided = useContext(StoreProvidedContext);
  const pageStore = usePageStore();
  if (provided) return children;
  const { code, Waiting } = storeParts(pageStore);
  // Loaded: at once, so an island that needs the store hydrates in one pass. Else it waits as a lazy part does (a
  // failed load reaches the nearest `LoadBoundary`, whose retry loads it again).
  const loaded = code.ifLoaded();
  if (!loaded) return <Waiting>{children}</Waiting>;
  return (
    <StoreFrame store={loaded.store} StoreProvider={loaded.StoreProvider}>
      {children}
    </StoreFrame>
  );
}
