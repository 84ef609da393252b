import type { RemoteName } from 'shared-data/catalog';

/** How the shell names each division to visitors (fallback messages). */
export const divisionLabels: Record<RemoteName, string> = {
  'marketing-app': 'Маркетинговое агентство',
  'digital-app': 'Digital-студия',
  'ambassador-app': 'Программа амбассадоров',
};

/** The element each remote mounts into; the same id is used by the remote's own lifecycles. */
export const appElementId = (name: RemoteName) => `app-${name}`;
