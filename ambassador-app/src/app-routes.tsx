import { type ReactNode, Suspense } from 'react';
import { BrowserRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import { findRoute, paths } from 'shared-data';
import { type AppRootProps, lazyPage } from 'shared-ui';

const AmbassadorPage = lazyPage(() => import('./pages/ambassador/ambassador-page'), 'AmbassadorPage');
const ReferralLandingPage = lazyPage(
  () => import('./pages/referral-landing/referral-landing-page'),
  'ReferralLandingPage',
);

/** Loads the code of the page at `pathname`, so hydration finds it ready. */
export async function preloadPage(pathname: string) {
  const route = findRoute(pathname);
  if (route?.app !== 'ambassador-app') return;
  await (route.path === paths.ambassador ? AmbassadorPage : ReferralLandingPage).preload();
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
