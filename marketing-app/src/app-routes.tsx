import { type ComponentType, type ReactNode, Suspense } from 'react';
import { BrowserRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import { type AppRootProps, lazyComponent, loadOnce } from 'shared-ui';
import { ownRoutes, pageOf } from './app-pages';

/** The component showcase exists in development builds only: the production build never follows this import. */
const UiShowcasePage =
  process.env.NODE_ENV === 'development'
    ? lazyComponent(
        loadOnce(() => import('./pages/ui-showcase/ui-showcase-page')),
        'UiShowcasePage',
      )
    : null;

/** The router of the request path on the server, of the address bar in the browser. */
function AppRouter({ location, children }: AppRootProps & { children: ReactNode }) {
  return location === undefined ? (
    <BrowserRouter>{children}</BrowserRouter>
  ) : (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
}

/** The marketing division's routes; every SEO path shows the SEO landing; each page's code loads with its first visit. */
export function AppRoutes({ location }: AppRootProps) {
  return (
    <AppRouter location={location}>
      <Suspense fallback={null}>
        <Routes>
          {ownRoutes.map(({ path }) => {
            const Page: ComponentType = pageOf(path);
            return <Route key={path} path={path} element={<Page />} />;
          })}
          {UiShowcasePage ? <Route path="/__ui" element={<UiShowcasePage />} /> : null}
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </AppRouter>
  );
}
