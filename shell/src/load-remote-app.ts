import { type RemoteRegistryEntry, remoteEntryUrl } from 'shared-data/site';
import type { ShellProps } from 'shared-ui';
import type { LifeCycles } from 'single-spa';
import { type FederationContainer, type FederationPage, federationPage } from './federation-page';

const retryDelaysMs = [500, 1500];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The module every remote exposes: its single-spa lifecycles. */
const exposedApp = './app';

/**
 * A remote's federation container, ready to hand out modules: its `remoteEntry.js` (beside the manifest the registry
 * names) run once, then given the page's share scope, so its shared modules resolve to the copies already loaded.
 * A container that did not load is looked for again next time, so a retry loads its script again.
 */
async function readyContainer(
  entry: RemoteRegistryEntry,
  page: FederationPage,
): Promise<FederationContainer> {
  const url = remoteEntryUrl(entry);
  if (!page.container(entry.name)) await page.loadScript(url);
  const container = page.container(entry.name);
  if (!container) throw new Error(`${entry.name}: ${url} defined no federation container`);
  await container.init(await page.shareScope());
  return container;
}

const isLifecycles = (value: unknown): value is LifeCycles<ShellProps> =>
  typeof value === 'object' && value !== null && typeof (value as LifeCycles).mount === 'function';

/**
 * Loads a remote's single-spa lifecycles, retrying transient failures (decision record 001): a script that did not
 * load is requested again, and a chunk that did not load is fetched again on the next `get`.
 */
export async function loadRemoteApp(
  entry: RemoteRegistryEntry,
  page: FederationPage = federationPage,
): Promise<LifeCycles<ShellProps>> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retryDelaysMs.length; attempt += 1) {
    if (attempt > 0) await wait(retryDelaysMs[attempt - 1] ?? 0);
    try {
      const container = await readyContainer(entry, page);
      const lifecycles = (await container.get(exposedApp))();
      if (isLifecycles(lifecycles)) return lifecycles;
      lastError = new Error(`${entry.name}/app did not export single-spa lifecycles`);
    } catch (error) {
      console.warn(`${entry.name}: loading failed (attempt ${attempt + 1})`, error);
      lastError = error;
    }
  }
  throw lastError;
}
