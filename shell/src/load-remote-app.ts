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
  const scope = (await page.shareScope()) as ShareScope;
  // A container registers its copies as `init` is called; they are checked before anything else can run.
  const initialized = container.init(scope);
  withdrawIncompatible(scope, entry.name);
  await initialized;
  return container;
}

/** The share scope as webpack keeps it: each module's versions on offer, with who offered each. */
type ShareScope = Record<string, Record<string, { from?: string }>>;

/** The part of a version two compatible copies share: the major, or `0.minor` before 1.0. */
const compatibilityKey = (version: string) => version.replace(/^(0\.)?(\d+).*/, '$1$2');

/**
 * Takes out of the share scope the copies a remote offered of another major than the shell's (decision record 021;
 * `shell` is the shell's federation name, which webpack records as `from`). Webpack hands a singleton out at the
 * highest version on offer, so a newer, incompatible copy would otherwise go to the remotes loaded later, which would
 * refuse it. The remote itself now meets only the shell's copy, and its strict version check refuses to start: it
 * shows its fallback, and the other remotes are untouched.
 */
export function withdrawIncompatible(scope: ShareScope, remote: string) {
  for (const versions of Object.values(scope)) {
    const shellVersion = Object.keys(versions).find((version) => versions[version]?.from === 'shell');
    for (const version of Object.keys(versions))
      if (
        shellVersion &&
        versions[version]?.from === remote &&
        compatibilityKey(version) !== compatibilityKey(shellVersion)
      )
        delete versions[version];
  }
}

/** What webpack's strict version check throws: no retry can help, the remote was built for another major. */
const isVersionRefusal = (error: unknown) =>
  (error as Error | undefined)?.message?.startsWith('Unsatisfied version');

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
      if (isVersionRefusal(error)) throw error;
      lastError = error;
    }
  }
  throw lastError;
}
