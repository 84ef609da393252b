import type { ReactNode } from 'react';
import type { RuntimeConfig } from 'shared-data/site';
import { type AppStore, StoreProvider } from 'shared-data/store';
import { PageProviders } from './page-providers';
import { readyPageStore, StoreFrame } from './page-store';

export interface AppProvidersProps {
  store: AppStore;
  config: RuntimeConfig;
  children: ReactNode;
  /** Render the global reset (default). */
  withGlobalStyles?: boolean;
}

/**
 * Everything an app's tree needs, the store there from the start: a whole app (the team's inbox, a page rendered in
 * the browser), the server's render and tests. Its module brings the store's code, so pages of islands never import it.
 */
export function AppProviders({ store, config, children, withGlobalStyles = true }: AppProvidersProps) {
  return (
    <PageProviders pageStore={readyPageStore(store)} config={config} withGlobalStyles={withGlobalStyles}>
      <StoreFrame store={store} StoreProvider={StoreProvider}>
        {children}
      </StoreFrame>
    </PageProviders>
  );
}
