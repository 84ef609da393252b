import { findSitePath, paths } from 'shared-data/site';
import { type LazyPage, lazyPage } from 'shared-ui';
import { router } from './app-router';
import { AmbassadorAccessIsland, PromoCodeKeeperIsland } from './islands';

export const AmbassadorPage = router.withItsCode(
  lazyPage(
    () => import(/* webpackChunkName: "AmbassadorPage" */ './pages/ambassador/ambassador-page'),
    'AmbassadorPage',
  ),
  [AmbassadorAccessIsland],
);
export const ReferralLandingPage = router.withItsCode(
  lazyPage(
    () =>
      import(/* webpackChunkName: "ReferralLandingPage" */ './pages/referral-landing/referral-landing-page'),
    'ReferralLandingPage',
  ),
  [PromoCodeKeeperIsland],
);

/** The page shown at `pathname`, if this app shows it. */
export function pageAt(pathname: string): LazyPage | undefined {
  const route = findSitePath(pathname);
  if (route?.app !== 'ambassador-app') return undefined;
  return route.path === paths.ambassador ? AmbassadorPage : ReferralLandingPage;
}
