import { lazyPage, remoteRoutes } from 'shared-ui';

/** The development studio's pages, as the route table names them; each page's code loads with its first visit. */
export const { Root, pageAt } = remoteRoutes('digital-app', {
  loadRouter: () => import(/* webpackChunkName: "AppRoutes" */ 'shared-ui/router'),
  pages: {
    DigitalHomePage: lazyPage(
      () => import(/* webpackChunkName: "DigitalHomePage" */ './pages/digital-home/digital-home-page'),
      'DigitalHomePage',
    ),
    DigitalServicesPage: lazyPage(
      () =>
        import(
          /* webpackChunkName: "DigitalServicesPage" */ './pages/digital-services/digital-services-page'
        ),
      'DigitalServicesPage',
    ),
  },
});
