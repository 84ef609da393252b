import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from 'shared-data';
import { lazyPage } from 'shared-ui';

const AmbassadorPage = lazyPage(() => import('./pages/ambassador/ambassador-page'), 'AmbassadorPage');
const ReferralLandingPage = lazyPage(
  () => import('./pages/referral-landing/referral-landing-page'),
  'ReferralLandingPage',
);

/** The ambassador programme's routes; each page's code loads with its first visit. */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Suspense fallback={null}>
        <Routes>
          <Route path={paths.ambassador} element={<AmbassadorPage />} />
          <Route path="/ambassador/:referralId" element={<ReferralLandingPage />} />
          <Route path="/referral/:referralId" element={<ReferralLandingPage />} />
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
