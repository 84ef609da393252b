import { renderStandalone } from 'shared-ui';
import { AppRoutes } from './app-routes';

renderStandalone({ name: 'digital-app', releaseId: __RELEASE_ID__, Root: AppRoutes });
