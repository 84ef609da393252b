import { type ReactNode, Suspense } from 'react';
import { BrowserRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import { findRoute, paths } from 'shared-data';
import { type AppRootProps, type LazyPage, lazyPage } from 'shared-ui';

const DigitalHomePage = lazyPage(() => import('./pages/digital-home/digital-home-page'), 'DigitalHomePage');
const DigitalServicesPage = lazyPage(
  () => import('./pages/digital-services/digital-services-page'),
  'DigitalServicesPage',
);

const pages: Record<string, LazyPage> = {
  [paths.digital]: DigitalHomePage,
  [paths.digitalServices]: DigitalServicesPage,
};

/** Loads the code of the page at `pathname`, so hydration finds it ready. */
export async function preloadPage(pathname: string) {
  const route = findRoute(pathname);
  if (route?.app === 'digital-app') await pages[route.path]?.preload();
}

/** The router of the request path on the server, of the address bar in the browser. */
function AppRouter({ location, children }: AppRootProps & { children: ReactNode }) {
  return location === undefined ? (
    <BrowserRouter>{children}</BrowserRouter>
  ) : (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
}

/** The development studio's routes; each page's code loads with its first visit. */
export function AppRoutes({ location }: AppRootProps) {
  return (
    <AppRouter location={location}>
      <Suspense fallback={null}>
        <Routes>
          {Object.entries(pages).map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </AppRouter>
  );
}
