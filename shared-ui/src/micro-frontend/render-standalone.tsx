import { createRoot } from 'react-dom/client';
import { readRuntimeConfig } from 'shared-data/site';
import { appElement } from './app-element';
import type { RemoteAppDefinition } from './app-frame';

/**
 * Runs a remote on its own (`npm run dev` in its folder): its own store, config from the page, the app rendered whole
 * and afresh, as `createAppLifecycles` renders a page the server did not render.
 */
export async function renderStandalone(definition: RemoteAppDefinition) {
  // The store and the whole app's frame are code a page of islands never loads, so they come when asked for.
  const [{ createAppStore }, { AppFrame }] = await Promise.all([
    import(/* webpackChunkName: "store" */ 'shared-data/store'),
    import(/* webpackChunkName: "app-frame" */ './whole-app'),
  ]);
  const config = readRuntimeConfig();
  const store = createAppStore({ config });
  createRoot(appElement(definition.name)).render(
    <AppFrame definition={definition} store={store} config={config} />,
  );
}
