import type { RemoteName } from 'shared-data/catalog';

/** The element each remote mounts into; the same id is used by the remote's own lifecycles. */
export const appElementId = (name: RemoteName) => `app-${name}`;
