import { ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { GlobalStyles } from './global-styles';
import { theme } from './theme';

export interface AppThemeProviderProps {
  children: ReactNode;
  /** Render the global reset; turn off when an outer provider already does. Default true. */
  withGlobalStyles?: boolean;
}

/** Provides the theme to every component below and applies the global reset. Wrap each app's root in it. */
export function AppThemeProvider({ children, withGlobalStyles = true }: AppThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyles ? <GlobalStyles /> : null}
      {children}
    </ThemeProvider>
  );
}
