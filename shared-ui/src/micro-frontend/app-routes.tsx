import { type ComponentType, Suspense } from 'react';
import { BrowserRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import { languageOfPath, languagePrefixes } from 'shared-data/site';
import type { AppRootProps } from './app-frame';

/** A path pattern and the page it shows. */
export interface PageRoute {
  path: string;
  Page: ComponentType;
}

export interface AppRoutesProps extends AppRootProps {
  routes: readonly PageRoute[];
}

/**
 * A remote's router: the request path's on the server, the address bar's in the browser. Each remote fetches it in
 * its own chunk (`shared-ui/router`, never shared), so its pages' `react-router-dom` hooks read this router.
 */
export function AppRoutes({ location, routes }: AppRoutesProps) {
  const pages = (
    <Suspense fallback={null}>
      <Routes>
        {routes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
  // A page in another language than the root's is the same route under its prefix (`/uz/pricing` is `/pricing`).
  const prefix = languagePrefixes[languageOfPath(location?.split(/[?#]/)[0] ?? window.location.pathname)];
  const basename = prefix || undefined;
  return location === undefined ? (
    <BrowserRouter basename={basename}>{pages}</BrowserRouter>
  ) : (
    <StaticRouter location={location} basename={basename}>
      {pages}
    </StaticRouter>
  );
}
