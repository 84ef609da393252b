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

/**
 * @deprecated since 2.2.0, to go in 3.0.0: give a page as its `LazyPage`. The islands this listed were read only
 * before a whole hydration, which a remote with islands never has (decision record 026).
 */
export interface RoutedPage {
  page: LazyPage;
  islands: readonly unknown[];
}

/** A page as `pages` takes it: its `LazyPage`, or, from a remote built before 2.2.0, a `RoutedPage`. */
const lazyPageOf = (entry: LazyPage | RoutedPage): LazyPage => ('page' in entry ? entry.page : entry);

export interface RemoteRoutesOptions<App extends RemoteName> {
  /** `() => import(/* webpackChunkName: "AppRoutes" *\/ 'shared-ui/router')`, so the router is the remote's own chunk. */
  loadRouter: () => Promise<{ AppRoutes: ComponentType<AppRoutesProps> }>;
  /**
   * Every page the route table (`sitePaths`) gives this remote, by its name there. Which islands a page has is what
   * its render meets (decision record 026), so a page names none here.
   */
  pages: Record<PageName<App>, LazyPage | RoutedPage>;
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
 * load never fetches the router. Each page's `preload` fetches the router's and the page's code: a page the browser
 * hydrates whole (a remote without islands) takes a click at once only when all of it is there before hydration.
 */
export function remoteRoutes<App extends RemoteName>(
  app: App,
  { loadRouter, pages, extraRoutes = [] }: RemoteRoutesOptions<App>,
): RemoteRoutes {
  const Router = lazyComponent(loadOnce(loadRouter), 'AppRoutes');
  const ownPages = Object.fromEntries(
    Object.entries<LazyPage | RoutedPage>(pages).map(([name, entry]) => [name, lazyPageOf(entry)]),
  ) as Record<string, LazyPage>;
  const pageOf = (route: SitePath) => ownPages[route.page] as LazyPage;
  for (const page of Object.values(ownPages)) {
    const preloadPage = page.preload;
    page.preload = () => Promise.all([Router.preload(), preloadPage()]);
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
