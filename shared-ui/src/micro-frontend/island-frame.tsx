import type { ReactNode } from 'react';
import type { RuntimeConfig } from 'shared-data/catalog';
import type { AppStore } from 'shared-data/store';
import { ServerPathnameContext } from '../layout/use-current-pathname';
import { AppProviders } from './app-providers';
import { IslandInside } from './island';
import { RenderTimeContext } from './use-hydrated';

export interface IslandFrameProps {
  store: AppStore;
  config: RuntimeConfig;
  /** The request path when rendered on the server. */
  location?: string;
  /** When the page's markup was rendered (epoch ms), on the server and while the browser hydrates it. */
  renderedAt?: number;
  children: ReactNode;
}

/**
 * What an island's own root renders around it: the page's one store, its runtime config and the theme, as the page
 * render had them. The page's global styles come with the page, so an island adds none.
 */
export function IslandFrame({ store, config, location, renderedAt, children }: IslandFrameProps) {
  return (
    <RenderTimeContext.Provider value={renderedAt}>
      <ServerPathnameContext.Provider value={location?.split(/[?#]/)[0]}>
        <AppProviders store={store} config={config} withGlobalStyles={false}>
          <IslandInside>{children}</IslandInside>
        </AppProviders>
      </ServerPathnameContext.Provider>
    </RenderTimeContext.Provider>
  );
}
