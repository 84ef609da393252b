import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from 'shared-data';
import { lazyPage } from 'shared-ui';

const DigitalHomePage = lazyPage(() => import('./pages/digital-home/digital-home-page'), 'DigitalHomePage');
const DigitalServicesPage = lazyPage(
  () => import('./pages/digital-services/digital-services-page'),
  'DigitalServicesPage',
);

/** The development studio's routes; each page's code loads with its first visit. */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Suspense fallback={null}>
        <Routes>
          <Route path={paths.digital} element={<DigitalHomePage />} />
          <Route path={paths.digitalServices} element={<DigitalServicesPage />} />
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
