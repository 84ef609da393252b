import type { RemoteAppDefinition } from 'shared-ui';
import { AppRoutes, pageAt } from './app-routes';

/** What the shell and the standalone page render of this remote. It has no server renderer: `/admin` is private. */
export const definition: RemoteAppDefinition = {
  name: 'admin-app',
  releaseId: __RELEASE_ID__,
  Root: AppRoutes,
  pageAt,
};
