import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from 'shared-data';
import { DigitalHomePage } from './pages/digital-home/digital-home-page';
import { DigitalServicesPage } from './pages/digital-services/digital-services-page';

/** The development studio's routes. */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={paths.digital} element={<DigitalHomePage />} />
        <Route path={paths.digitalServices} element={<DigitalServicesPage />} />
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
