import type { ComponentType } from 'react';
import type { AppRootProps } from './app-frame';
import { type LazyPage, lazyPage } from './lazy-page';

/** An island as far as its code goes. */
type IslandCode = { Component: { preload: () => Promise<unknown> } };

/** A remote's router with its routes, and how its pages bring the router's code along. */
export interface LazyRouter {
  /** The remote's root: its routes, once their code is there (the app's frame waits for it in a Suspense). */
  AppRoot: ComponentType<AppRootProps>;
  /**
   * The page with every part of its code: `preload` fetches the router's, the page's and its islands'. A page the
   * browser hydrates whole takes a click at once only when all of it is there before hydration; otherwise the markup
   * waits for code, and a form's early submit goes to the browser.
   */
  withItsCode: (page: LazyPage, islands: readonly IslandCode[]) => LazyPage;
}

/**
 * A remote's router (`react-router` and the route list), fetched only when one of its pages is rendered whole: the
 * server's render, a visit that reached the page by navigation, a page whose remote hydrates whole. A page the server
 * rendered hydrates its islands only, so its first load never fetches the router.
 * `lazyRouter(() => import(/* webpackChunkName: "AppRoutes" *\/ './app-routes'))`, with the module exporting
 * `AppRoutes`.
 */
export function lazyRouter(load: () => Promise<{ AppRoutes: ComponentType<AppRootProps> }>): LazyRouter {
  const routes = lazyPage(load, 'AppRoutes');
  const preloadRoutes = routes.preload;
  return {
    AppRoot: routes as ComponentType<AppRootProps>,
    withItsCode: (page, islands) => {
      const preloadPage = page.preload;
      page.preload = () =>
        Promise.all([preloadRoutes(), preloadPage(), ...islands.map((island) => island.Component.preload())]);
      return page;
    },
  };
}
