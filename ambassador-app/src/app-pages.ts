import { findRoute, paths } from 'shared-data/catalog';
import { type LazyPage, lazyPage } from 'shared-ui';
import { preloadAppRoutes } from './app-root';
import { AmbassadorAccessIsland, PromoCodeKeeperIsland } from './islands';

/**
 * A page hydrated whole takes a click at once only when all its code is there before hydration: the router's, the
 * page's and its islands'. Otherwise the markup waits for code, and a form's early submit goes to the browser.
 */
function withItsCode(
  page: LazyPage,
  islands: { Component: { preload: () => Promise<unknown> } }[],
): LazyPage {
  const preloadPage = page.preload;
  page.preload = () =>
    Promise.all([preloadAppRoutes(), preloadPage(), ...islands.map((island) => island.Component.preload())]);
  return page;
}

export const AmbassadorPage = withItsCode(
  lazyPage(
    () => import(/* webpackChunkName: "AmbassadorPage" */ './pages/ambassador/ambassador-page'),
    'AmbassadorPage',
  ),
  [AmbassadorAccessIsland],
);
export const ReferralLandingPage = withItsCode(
  lazyPage(
    () =>
      import(/* webpackChunkName: "ReferralLandingPage" */ './pages/referral-landing/referral-landing-page'),
    'ReferralLandingPage',
  ),
  [PromoCodeKeeperIsland],
);

/** The page shown at `pathname`, if this app shows it. */
export function pageAt(pathname: string): LazyPage | undefined {
  const route = findRoute(pathname);
  if (route?.app !== 'ambassador-app') return undefined;
  return route.path === paths.ambassador ? AmbassadorPage : ReferralLandingPage;
}
