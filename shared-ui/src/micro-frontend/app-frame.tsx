import { type ComponentType, Suspense } from 'react';
import type { RemoteName, RuntimeConfig } from 'shared-data/site';
import type { AppStore } from 'shared-data/store';
import { Toaster } from '../components/toast';
import { ServerPathnameContext } from '../layout/use-current-pathname';
import { AppProviders } from './app-providers';
import type { IslandRegistry } from './island';
import type { LazyPage } from './lazy-page';
import { RenderTimeContext } from './use-hydrated';

/** Where a page is rendered: `location` is the request path on the server; the browser router reads the address bar. */
export interface AppRootProps {
  location?: string;
}

export interface RemoteAppDefinition {
  /** The remote's name, equal to its folder and federation name. */
  name: RemoteName;
  /** Build id of the remote, shown as `data-release` so a redeploy can be told apart. */
  releaseId: string;
  /** The app's router and pages. */
  Root: ComponentType<AppRootProps>;
  /** The page shown at `pathname`: its code is preloaded before hydration and named in the page's HTML. */
  pageAt?: (pathname: string) => LazyPage | undefined;
  /**
   * The islands its pages show. With them, a page the server rendered is hydrated island by island and the page's own
   * code never loads; without them, the page hydrates whole.
   */
  islands?: IslandRegistry;
}

export interface AppFrameProps {
  definition: RemoteAppDefinition;
  store: AppStore;
  config: RuntimeConfig;
  /** The request path when rendered on the server. */
  location?: string;
  /** When the markup being rendered or hydrated was rendered on the server (epoch ms). */
  renderedAt?: number;
}

/**
 * An app's tree: providers around its Root, marked with the app's name and release. A whole app's code: a page of
 * islands never loads it.
 */
export function AppFrame({
  definition: { name, releaseId, Root },
  store,
  config,
  location,
  renderedAt,
}: AppFrameProps) {
  return (
    <RenderTimeContext.Provider value={renderedAt}>
      <ServerPathnameContext.Provider value={location?.split(/[?#]/)[0]}>
        <AppProviders store={store} config={config}>
          <div data-app={name} data-release={releaseId}>
            <Suspense fallback={null}>
              <Root location={location} />
            </Suspense>
            <Toaster />
          </div>
        </AppProviders>
      </ServerPathnameContext.Provider>
    </RenderTimeContext.Provider>
  );
}
