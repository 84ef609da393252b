import { type ComponentType, lazy } from 'react';

/**
 * A page component loaded when its route is first shown, from a module's named export:
 * `lazyPage(() => import('./pages/home/home-page'), 'HomePage')`. Render it inside a Suspense boundary.
 */
export function lazyPage<Module extends Record<Name, ComponentType>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
