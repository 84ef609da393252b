import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { RuntimeConfig } from 'shared-data/site';
import { testRuntimeConfig } from 'shared-data/testing';
import { RuntimeConfigProvider } from '../micro-frontend/runtime-config-context';
import { AppThemeProvider } from '../theme/app-theme-provider';

interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  config?: RuntimeConfig;
}

/** Renders inside the theme and a runtime config, as the layout of every app is. */
export function renderWithProviders(
  ui: ReactElement,
  { config = testRuntimeConfig, ...options }: ProvidersOptions = {},
) {
  return render(
    <RuntimeConfigProvider config={config}>
      <AppThemeProvider>{ui}</AppThemeProvider>
    </RuntimeConfigProvider>,
    options,
  );
}
