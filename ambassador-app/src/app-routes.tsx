import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from 'shared-data';
import { AmbassadorPage } from './pages/ambassador/ambassador-page';
import { ReferralLandingPage } from './pages/referral-landing/referral-landing-page';

/** The ambassador programme's routes. */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={paths.ambassador} element={<AmbassadorPage />} />
        <Route path="/ambassador/:referralId" element={<ReferralLandingPage />} />
        <Route path="/referral/:referralId" element={<ReferralLandingPage />} />
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
