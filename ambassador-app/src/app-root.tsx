import { type ComponentType, Suspense } from 'react';
import { type AppRootProps, lazyPage } from 'shared-ui';

/**
 * The router and its pages, fetched when a page is rendered whole (the server's render, a visit that reached the page
 * by navigation). A page the server rendered hydrates its islands only, so its first load never fetches the router.
 */
const routes = lazyPage(() => import(/* webpackChunkName: "AppRoutes" */ './app-routes'), 'AppRoutes');
const AppRoutes: ComponentType<AppRootProps> = routes;

/** Fetches the router's code ahead, for a page hydrated whole. */
export const preloadAppRoutes = routes.preload;

/** This remote's root: its routes, once their code is there. */
export function AppRoot({ location }: AppRootProps) {
  return (
    <Suspense fallback={null}>
      <AppRoutes location={location} />
    </Suspense>
  );
}
