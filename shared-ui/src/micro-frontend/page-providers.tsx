import type { ReactNode } from 'react';
import type { RuntimeConfig } from 'shared-data/site';
import { AppThemeProvider } from '../theme/app-theme-provider';
import { type PageStore, PageStoreContext } from './page-store';
import { RuntimeConfigProvider } from './runtime-config-context';

export interface PageProvidersProps {
  /** The page's one store, loaded by the first part below that needs it. */
  pageStore: PageStore;
  config: RuntimeConfig;
  children: ReactNode;
  /** Render the global reset (default); an island's root leaves it to its page. */
  withGlobalStyles?: boolean;
}

/** What every part of a page needs, without the store's code: the way to the page's store, the runtime config, the theme. */
export function PageProviders({ pageStore, config, children, withGlobalStyles = true }: PageProvidersProps) {
  return (
    <PageStoreContext.Provider value={pageStore}>
      <RuntimeConfigProvider config={config}>
        <AppThemeProvider withGlobalStyles={withGlobalStyles}>{children}</AppThemeProvider>
      </RuntimeConfigProvider>
    </PageStoreContext.Provider>
  );
}
