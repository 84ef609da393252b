import { lazyPage, remoteRoutes } from 'shared-ui';

/** The team's pages, as the route table names them; rendered in the browser only (`/admin` is private). */
export const { Root, pageAt } = remoteRoutes('admin-app', {
  loadRouter: () => import(/* webpackChunkName: "AppRoutes" */ 'shared-ui/router'),
  pages: {
    InboxPage: lazyPage(
      () => import(/* webpackChunkName: "InboxPage" */ './pages/inbox/inbox-page'),
      'InboxPage',
    ),
  },
});
