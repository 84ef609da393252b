import { createAppLifecycles } from 'shared-ui';
import { AppRoutes } from './app-routes';

export const { bootstrap, mount, unmount } = createAppLifecycles({
  name: 'ambassador-app',
  releaseId: __RELEASE_ID__,
  Root: AppRoutes,
});
