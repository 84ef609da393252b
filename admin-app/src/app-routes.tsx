import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from 'shared-data/catalog';
import { type LazyPage, lazyPage } from 'shared-ui';

const InboxPage = lazyPage(
  () => import(/* webpackChunkName: "InboxPage" */ './pages/inbox/inbox-page'),
  'InboxPage',
);

/** The page shown at `pathname`, if this app shows it. */
export function pageAt(pathname: string): LazyPage | undefined {
  return pathname.replace(/\/+$/, '') === paths.admin ? InboxPage : undefined;
}

/** The team's routes; rendered in the browser only (nothing of them is ever rendered on the server). */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Suspense fallback={null}>
        <Routes>
          <Route path={paths.admin} element={<InboxPage />} />
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
