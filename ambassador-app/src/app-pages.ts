import { lazyPage, remoteRoutes } from 'shared-ui';
import { AmbassadorAccessIsland, PromoCodeKeeperIsland } from './islands';

/** The ambassador programme's pages, as the route table names them; each page's code loads with its first visit. */
export const { Root, pageAt } = remoteRoutes('ambassador-app', {
  loadRouter: () => import(/* webpackChunkName: "AppRoutes" */ 'shared-ui/router'),
  pages: {
    AmbassadorPage: {
      page: lazyPage(
        () => import(/* webpackChunkName: "AmbassadorPage" */ './pages/ambassador/ambassador-page'),
        'AmbassadorPage',
      ),
      islands: [AmbassadorAccessIsland],
    },
    ReferralLandingPage: {
      page: lazyPage(
        () =>
          import(
            /* webpackChunkName: "ReferralLandingPage" */ './pages/referral-landing/referral-landing-page'
          ),
        'ReferralLandingPage',
      ),
      islands: [PromoCodeKeeperIsland],
    },
  },
});
