import { lazyPage, remoteRoutes } from 'shared-ui';

/** The ambassador programme's pages, as the route table names them; each page's code loads with its first visit. */
export const { Root, pageAt } = remoteRoutes('ambassador-app', {
  loadRouter: () => import(/* webpackChunkName: "AppRoutes" */ 'shared-ui/router'),
  pages: {
    AmbassadorPage: lazyPage(
      () => import(/* webpackChunkName: "AmbassadorPage" */ './pages/ambassador/ambassador-page'),
      'AmbassadorPage',
    ),
    ReferralLandingPage: lazyPage(
      () =>
        import(
          /* webpackChunkName: "ReferralLandingPage" */ './pages/referral-landing/referral-landing-page'
        ),
      'ReferralLandingPage',
    ),
  },
});
