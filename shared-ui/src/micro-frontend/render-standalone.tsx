import { createRoot } from 'react-dom/client';
import { readRuntimeConfig } from 'shared-data/catalog';
import { createAppStore } from 'shared-data/store';
import { AppFrame, appElement, type RemoteAppDefinition } from './app-frame';

/** Runs a remote on its own (`npm run dev` in its folder): its own store, config from the page. */
export function renderStandalone(definition: RemoteAppDefinition) {
  const config = readRuntimeConfig();
  const store = createAppStore({ config });
  createRoot(appElement(definition.name)).render(
    <AppFrame definition={definition} store={store} config={config} />,
  );
}
