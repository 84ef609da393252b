import type { RemoteAppDefinition } from 'shared-ui';
import { islandRegistry } from 'shared-ui/islands';
import { pageAt } from './app-pages';
import { router } from './app-router';
import * as islands from './islands';

/** What the shell, the standalone page and the server render of this remote share. */
export const definition: RemoteAppDefinition = {
  name: 'marketing-app',
  releaseId: __RELEASE_ID__,
  Root: router.AppRoot,
  pageAt,
  islands: islandRegistry(islands),
};
