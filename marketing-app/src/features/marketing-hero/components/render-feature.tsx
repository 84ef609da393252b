import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createAppStore, type RuntimeConfig, testRuntimeConfig } from 'shared-data';
import { AppProviders } from 'shared-ui';

/** Renders a feature inside a fresh store, a runtime config and the theme, as the app does. */
export function renderFeature(ui: ReactElement, config: RuntimeConfig = testRuntimeConfig) {
  const store = createAppStore({ config });
  return render(
    <AppProviders store={store} config={config}>
      {ui}
    </AppProviders>,
  );
}
