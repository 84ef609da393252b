import { type ComponentType, lazy } from 'react';
import { loadOnce } from './load-once';

/**
 * A page loaded with its route: render it inside Suspense; `preload` fetches its code ahead (before hydration);
 * `chunkName` is the name of its code's chunk, so the page's HTML can name the files to fetch.
 */
export type LazyPage = ComponentType & { preload: () => Promise<unknown>; chunkName: string };

/**
 * A page component loaded when its route is first shown, from a module's named export:
 * `lazyPage(() => import('./pages/home/home-page'), 'HomePage')`, with the import's `webpackChunkName` comment set to
 * the export's name (the build fails on a page whose chunk it cannot find). The server waits for it; the browser
 * preloads the current route's page before hydrating, and a preloaded page renders at once (React does not suspend on
 * a thenable that resolves synchronously), so a click during hydration reaches it.
 */
export function lazyPage<Module extends Record<Name, ComponentType>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): LazyPage {
  const code = loadOnce(load);
  const Page = lazy(() => {
    const ready = code.ifLoaded();
    if (ready) {
      const resolved: PromiseLike<{ default: ComponentType }> = {
        // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is how React.lazy renders loaded code at once.
        then: (onLoaded) => onLoaded?.({ default: ready[name] }) as never,
      };
      return resolved as Promise<{ default: ComponentType }>;
    }
    return code.load().then((module) => ({ default: module[name] }));
  }) as unknown as LazyPage;
  Page.preload = code.load;
  Page.chunkName = name;
  return Page;
}
