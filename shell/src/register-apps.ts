import { ownsPath, type RemoteRegistryEntry, type RuntimeConfig } from 'shared-data/site';
import type { AppStore } from 'shared-data/store';
import type { ShellProps } from 'shared-ui';
import { checkActivityFunctions, registerApplication, start } from 'single-spa';
import { createFallbackLifecycles } from './fallback/fallback-lifecycles';
import { createRetryLoad } from './fallback/retry-load';
import { loadRemoteApp } from './load-remote-app';

export interface ShellContext {
  /** The page's one store, loaded on first call (`ShellProps.loadStore`). */
  loadStore: () => Promise<AppStore>;
  config: RuntimeConfig;
  registry: RemoteRegistryEntry[];
  /** Called after every route change with whether some app owns the path. */
  onRoute: (owned: boolean) => void;
}

/** Registers one single-spa application per remote of the registry and starts routing. */
export function registerApps({ loadStore, config, registry, onRoute }: ShellContext) {
  for (const entry of registry) {
    registerApplication<ShellProps>({
      name: entry.name,
      app: async () => {
        try {
          return await loadRemoteApp(entry);
        } catch (error) {
          console.error(`${entry.name} could not be loaded:`, error);
          return createFallbackLifecycles(
            entry.name,
            createRetryLoad(entry, () => loadRemoteApp(entry)),
          );
        }
      },
      activeWhen: (location) => ownsPath(entry.name, location.pathname),
      customProps: { loadStore, config },
    });
  }
  window.addEventListener('single-spa:routing-event', () => {
    onRoute(checkActivityFunctions(window.location).length > 0);
  });
  start({ urlRerouteOnly: true });
}
