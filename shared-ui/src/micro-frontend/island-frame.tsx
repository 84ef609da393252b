import type { ReactNode } from 'react';
import type { RuntimeConfig } from 'shared-data/site';
import { ServerPathnameContext } from '../layout/use-current-pathname';
import { IslandInside } from './island';
import { PageProviders } from './page-providers';
import { type PageStore, WithStore } from './page-store';
import { RenderTimeContext } from './use-hydrated';

export interface IslandFrameProps {
  /** The page's one store: loaded before an island that reads it hydrates, else by the first part that asks. */
  pageStore: PageStore;
  /** The island reads the store from its first render (`island(…, { store: true })`). */
  withStore?: boolean;
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
export function IslandFrame({
  pageStore,
  withStore = false,
  config,
  location,
  renderedAt,
  children,
}: IslandFrameProps) {
  const inside = <IslandInside>{children}</IslandInside>;
  return (
    <RenderTimeContext.Provider value={renderedAt}>
      <ServerPathnameContext.Provider value={location?.split(/[?#]/)[0]}>
        <PageProviders pageStore={pageStore} config={config} withGlobalStyles={false}>
          {withStore ? <WithStore>{inside}</WithStore> : inside}
        </PageProviders>
      </ServerPathnameContext.Provider>
    </RenderTimeContext.Provider>
  );
}
