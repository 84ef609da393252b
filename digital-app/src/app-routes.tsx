import { type ReactNode, Suspense } from 'react';
import { BrowserRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import { findRoute, paths } from 'shared-data/catalog';
import { type AppRootProps, type LazyPage, lazyPage } from 'shared-ui';
import { ConsultationButtonIsland, PackChoiceIsland, ServiceOrderButtonsIsland } from './islands';

/** A page's code with the code of the islands it shows, which a page rendered whole needs to hydrate at once. */
const withIslands = async <Module,>(
  page: Promise<Module>,
  islands: readonly { Component: { preload: () => Promise<unknown> } }[],
) => {
  const [module] = await Promise.all([page, ...islands.map((island) => island.Component.preload())]);
  return module;
};

const DigitalHomePage = lazyPage(
  () =>
    withIslands(import(/* webpackChunkName: "DigitalHomePage" */ './pages/digital-home/digital-home-page'), [
      PackChoiceIsland,
      ConsultationButtonIsland,
    ]),
  'DigitalHomePage',
);
const DigitalServicesPage = lazyPage(
  () =>
    withIslands(
      import(/* webpackChunkName: "DigitalServicesPage" */ './pages/digital-services/digital-services-page'),
      [ServiceOrderButtonsIsland, ConsultationButtonIsland],
    ),
  'DigitalServicesPage',
);

const pages: Record<string, LazyPage> = {
  [paths.digital]: DigitalHomePage,
  [paths.digitalServices]: DigitalServicesPage,
};

/** The page shown at `pathname`, if this app shows it. */
export function pageAt(pathname: string): LazyPage | undefined {
  const route = findRoute(pathname);
  return route?.app === 'digital-app' ? pages[route.path] : undefined;
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
