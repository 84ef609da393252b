import type { ComponentType } from 'react';
import {
  findSitePath,
  loadOnce,
  type PageName,
  type RemoteName,
  type SitePath,
  sitePaths,
} from 'shared-data/site';
import type { AppRootProps } from './app-frame';
import type { AppRoutesProps, PageRoute } from './app-routes';
import { lazyComponent } from './lazy-component';
import type { LazyPage } from './lazy-page';

/** An island as far as its code goes. */
type IslandCode = { Component: { preload: () => Promise<unknown> } };

/** A page of a remote and the islands it may show. */
export interface RoutedPage {
  page: LazyPage;
  islands: readonly IslandCode[];
}

export interface RemoteRoutesOptions<App extends RemoteName> {
  /** `() => import(/* webpackChunkName: "AppRoutes" *\/ 'shared-ui/router')`, so the router is the remote's own chunk. */
  loadRouter: () => Promise<{ AppRoutes: ComponentType<AppRoutesProps> }>;
  /** Every page the route table (`sitePaths`) gives this remote, by its name there. */
  pages: Record<PageName<App>, RoutedPage>;
  /** Routes outside the table (a development build's component showcase). */
  extraRoutes?: readonly PageRoute[];
}

/** A remote's root and the page at a path, both read from the site's route table. */
export interface RemoteRoutes {
  /** The remote's root: its router and routes, once their code is there (the app's frame waits in a Suspense). */
  Root: ComponentType<AppRootProps>;
  /** The page shown at `pathname`, if this remote shows it. */
  pageAt: (pathname: string) => LazyPage | undefined;
}

/**
 * A remote's routes as the site's route table lists them. The router (`react-router` and the route list) is fetched
 * only when one of the remote's pages is rendered whole: the server's render, a visit that reached the page by
 * navigation, a page whose remote hydrates whole. A page the server rendered hydrates its islands only, so its first
 * load never fetches the router. Each page's `preload` fetches the router's, the page's and its islands' code: a
 * page the browser hydrates whole takes a click at once only when all of it is there before hydration.
 */
export function remoteRoutes<App extends RemoteName>(
  app: App,
  { loadRouter, pages, extraRoutes = [] }: RemoteRoutesOptions<App>,
): RemoteRoutes {
  const Router = lazyComponent(loadOnce(loadRouter), 'AppRoutes');
  const pageOf = (route: SitePath) => pages[route.page as PageName<App>].page;
  for (const { page, islands } of Object.values<RoutedPage>(pages)) {
    const preloadPage = page.preload;
    page.preload = () =>
      Promise.all([Router.preload(), preloadPage(), ...islands.map((island) => island.Component.preload())]);
  }
  const ownPaths: readonly SitePath[] = sitePaths.filter((route) => route.app === app);
  const routes: readonly PageRoute[] = [
    ...ownPaths.map((route) => ({ path: route.path, Page: pageOf(route) })),
    ...extraRoutes,
  ];
  return {
    // biome-ignore lint/correctness/noComponentHookFactories: made once per remote as its module loads, never in a render.
    Root: ({ location }) => <Router location={location} routes={routes} />,
    pageAt: (pathname) => {
      const route = findSitePath(pathname);
      return route?.app === app ? pageOf(route) : undefined;
    },
  };
}
