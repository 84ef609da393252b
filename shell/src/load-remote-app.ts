import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type RemoteRegistryEntry, remoteEntryUrl } from 'shared-data/site';
import type { ShellProps } from 'shared-ui';
import type { LifeCycles } from 'single-spa';

const retryDelaysMs = [500, 1500];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A remote as the runtime loads it: its container script itself, found beside the manifest the registry names. The
 * runtime is built without the manifest protocol (decision record 001), so it fetches no manifest first.
 */
const asRemote = (entry: RemoteRegistryEntry) => ({ name: entry.name, entry: remoteEntryUrl(entry) });

/** Registers the remotes of the runtime registry with the Module Federation runtime. */
export function registerRegistry(registry: RemoteRegistryEntry[]) {
  registerRemotes(registry.map(asRemote));
}

/**
 * Loads a remote's single-spa lifecycles, retrying transient failures.
 * Each retry registers the remote again with `force`, which drops the runtime's cached failure.
 */
export async function loadRemoteApp(entry: RemoteRegistryEntry): Promise<LifeCycles<ShellProps>> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retryDelaysMs.length; attempt += 1) {
    if (attempt > 0) {
      await wait(retryDelaysMs[attempt - 1] ?? 0);
      registerRemotes([asRemote(entry)], { force: true });
    }
    try {
      const lifecycles = await loadRemote<LifeCycles<ShellProps>>(`${entry.name}/app`);
      if (lifecycles && typeof lifecycles.mount === 'function') return lifecycles;
      lastError = new Error(`${entry.name}/app did not export single-spa lifecycles`);
    } catch (error) {
      console.warn(`${entry.name}: loading failed (attempt ${attempt + 1})`, error);
      lastError = error;
    }
  }
  throw lastError;
}
