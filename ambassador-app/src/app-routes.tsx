import { type ReactNode, Suspense } from 'react';
import { BrowserRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import { paths } from 'shared-data/site';
import type { AppRootProps } from 'shared-ui';
import { AmbassadorPage, ReferralLandingPage } from './app-pages';

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
