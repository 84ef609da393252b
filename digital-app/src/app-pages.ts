import { lazyPage, remoteRoutes } from 'shared-ui';
import { DigitalConstructorFormIsland, ServiceOrderFormIsland } from './islands';

/** The development studio's pages, as the route table names them; each page's code loads with its first visit. */
export const { Root, pageAt } = remoteRoutes('digital-app', {
  loadRouter: () => import(/* webpackChunkName: "AppRoutes" */ 'shared-ui/router'),
  pages: {
    DigitalHomePage: {
      page: lazyPage(
        () => import(/* webpackChunkName: "DigitalHomePage" */ './pages/digital-home/digital-home-page'),
        'DigitalHomePage',
      ),
      islands: [DigitalConstructorFormIsland],
    },
    DigitalServicesPage: {
      page: lazyPage(
        () =>
          import(
            /* webpackChunkName: "DigitalServicesPage" */ './pages/digital-services/digital-services-page'
          ),
        'DigitalServicesPage',
      ),
      islands: [ServiceOrderFormIsland],
    },
  },
});
