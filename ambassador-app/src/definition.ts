import type { RemoteAppDefinition } from 'shared-ui';
import { islandRegistry } from 'shared-ui/islands';
import { pageAt, Root } from './app-pages';
import * as islands from './islands';

/** What the shell, the standalone page and the server render of this remote share. */
export const definition: RemoteAppDefinition = {
  name: 'ambassador-app',
  releaseId: __RELEASE_ID__,
  Root,
  pageAt,
  islands: islandRegistry(islands),
};
