/** The three remotes, each named after its folder. */
export const remoteNames = ['marketing-app', 'digital-app', 'ambassador-app'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** Where the shell finds one remote's federation manifest. */
export interface RemoteRegistryEntry {
  name: RemoteName;
  manifestUrl: string;
}
