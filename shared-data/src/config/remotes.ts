/** The remotes, each named after its folder: three public divisions and the agency team's inbox. */
export const remoteNames = ['marketing-app', 'digital-app', 'ambassador-app', 'admin-app'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** The id of the element a remote renders into, in the shell's page and when it runs alone. */
export const appElementId = (name: RemoteName) => `app-${name}`;

/** Where the shell finds one remote's federation manifest. */
export interface RemoteRegistryEntry {
  name: RemoteName;
  manifestUrl: string;
}

/** The file of every remote's federation container, published with each release beside its `mf-manifest.json`. */
export const remoteEntryFile = 'remoteEntry.js';

/** Where the shell loads a remote's container from: beside the manifest the registry names. */
export const remoteEntryUrl = ({ manifestUrl }: RemoteRegistryEntry) =>
  new URL(remoteEntryFile, manifestUrl).href;

/** Id of the `<script type="application/json">` element carrying the registry, so the shell starts without asking. */
export const remoteRegistryElementId = 'remote-registry';

/** The registry the page carries, or nothing when it has none or it cannot be read (then `/remotes.json` answers). */
export function readEmbeddedRegistry(doc: Document = document): RemoteRegistryEntry[] | undefined {
  const text = doc.getElementById(remoteRegistryElementId)?.textContent;
  if (!text) return undefined;
  try {
    const registry = JSON.parse(text) as unknown;
    return Array.isArray(registry) ? (registry as RemoteRegistryEntry[]) : undefined;
  } catch {
    return undefined;
  }
}
