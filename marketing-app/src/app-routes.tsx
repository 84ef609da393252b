import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths, routeTable } from 'shared-data';
import { HomePage } from './pages/home/home-page';
import { OverviewPage } from './pages/overview/overview-page';
import { PricingPage } from './pages/pricing/pricing-page';

/** The component showcase exists in development builds only: the production build never follows this import. */
const UiShowcasePage =
  process.env.NODE_ENV === 'development'
    ? lazy(() =>
        import('./pages/ui-showcase/ui-showcase-page').then((module) => ({ default: module.UiShowcasePage })),
      )
    : null;

const ownPaths = routeTable.filter((route) => route.app === 'marketing-app').map((route) => route.path);

/** The marketing division's routes. */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.pricing} element={<PricingPage />} />
        {ownPaths
          .filter((path) => path !== paths.home && path !== paths.pricing)
          .map((path) => (
            <Route key={path} path={path} element={<OverviewPage />} />
          ))}
        {UiShowcasePage ? (
          <Route
            path="/__ui"
            element={
              <Suspense fallback={null}>
                <UiShowcasePage />
              </Suspense>
            }
          />
        ) : null}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
