import type { RemoteAppDefinition } from 'shared-ui';
import { pageAt } from './app-pages';
import { AppRoutes } from './app-routes';

/** What the shell, the standalone page and the server render of this remote share. */
export const definition: RemoteAppDefinition = {
  name: 'ambassador-app',
  releaseId: __RELEASE_ID__,
  Root: AppRoutes,
  pageAt,
};
