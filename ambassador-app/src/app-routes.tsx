import { type ReactNode, Suspense } from 'react';
import { BrowserRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import { findRoute, paths } from 'shared-data/catalog';
import { type AppRootProps, type LazyPage, lazyPage } from 'shared-ui';

const AmbassadorPage = lazyPage(
  () => import(/* webpackChunkName: "AmbassadorPage" */ './pages/ambassador/ambassador-page'),
  'AmbassadorPage',
);
const ReferralLandingPage = lazyPage(
  () =>
    import(/* webpackChunkName: "ReferralLandingPage" */ './pages/referral-landing/referral-landing-page'),
  'ReferralLandingPage',
);

/** The page shown at `pathname`, if this app shows it. */
export function pageAt(pathname: string): LazyPage | undefined {
  const route = findRoute(pathname);
  if (route?.app !== 'ambassador-app') return undefined;
  return route.path === paths.ambassador ? AmbassadorPage : ReferralLandingPage;
}

/** The router of the request path on the server, of the address bar in the browser. */
function AppRouter({ location, children }: AppRootProps & { children: ReactNode }) {
  return location === undefined ? (
    <BrowserRouter>{children}</BrowserRouter>
  ) : (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
}

/** The ambassador programme's routes; each page's code loads with its first visit. */
export function AppRoutes({ location }: AppRootProps) {
  return (
    <AppRouter location={location}>
      <Suspense fallback={null}>
        <Routes>
          <Route path={paths.ambassador} element={<AmbassadorPage />} />
          <Route path="/ambassador/:referralId" element={<ReferralLandingPage />} />
          <Route path="/referral/:referralId" element={<ReferralLandingPage />} />
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </AppRouter>
  );
}
