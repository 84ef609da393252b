import type { ComponentType } from 'react';
import { loadOnce } from 'shared-data/site';
import { type LazyComponent, lazyComponent } from './lazy-component';

/**
 * A page loaded with its route: render it inside Suspense; `preload` fetches its code ahead (before hydration);
 * `chunkName` is the name of its code's chunk, so the page's HTML can name the files to fetch.
 */
export type LazyPage = LazyComponent<object> & { chunkName: string };

/**
 * A page component loaded when its route is first shown, from a module's named export:
 * `lazyPage(() => import('./pages/home/home-page'), 'HomePage')`, with the import's `webpackChunkName` comment set to
 * the export's name (the build fails on a page whose chunk it cannot find). The server waits for it; the browser
 * preloads the current route's page before hydrating, and a preloaded page renders at once, so a click during
 * hydration reaches it.
 */
export function lazyPage<Module extends Record<Name, ComponentType>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): LazyPage {
  const Page = lazyComponent(loadOnce(load), name) as unknown as LazyPage;
  Page.chunkName = name;
  return Page;
}
