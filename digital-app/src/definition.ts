import { islandRegistry, type RemoteAppDefinition } from 'shared-ui';
import { AppRoutes, pageAt } from './app-routes';
import * as islands from './islands';

/** What the shell, the standalone page and the server render of this remote share. */
export const definition: RemoteAppDefinition = {
  name: 'digital-app',
  releaseId: __RELEASE_ID__,
  Root: AppRoutes,
  pageAt,
  islands: islandRegistry(islands),
};
