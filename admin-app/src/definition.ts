import type { RemoteAppDefinition } from 'shared-ui';
import { pageAt, Root } from './app-pages';

/** What the shell and the standalone page render of this remote. It has no server renderer: `/admin` is private. */
export const definition: RemoteAppDefinition = {
  name: 'admin-app',
  releaseId: __RELEASE_ID__,
  Root,
  pageAt,
};
