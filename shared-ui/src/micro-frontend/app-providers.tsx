import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { RuntimeConfig } from 'shared-data/catalog';
import { type AppStore, RuntimeConfigProvider } from 'shared-data/store';
import { AppThemeProvider } from '../theme/app-theme-provider';

export interface AppProvidersProps {
  store: AppStore;
  config: RuntimeConfig;
  children: ReactNode;
  /** Render the global reset (default); an island's root leaves it to its page. */
  withGlobalStyles?: boolean;
}

/** Everything an app's tree needs: the page's one store, its runtime config and the theme. */
export function AppProviders({ store, config, children, withGlobalStyles = true }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <RuntimeConfigProvider config={config}>
        <AppThemeProvider withGlobalStyles={withGlobalStyles}>{children}</AppThemeProvider>
      </RuntimeConfigProvider>
    </Provider>
  );
}
