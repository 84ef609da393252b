import { createDynamicMiddleware, type Middleware } from '@reduxjs/toolkit';

/**
 * Middleware that arrives with a module loaded after the store was made (the RTK Query api, which pages load with
 * their first query): every store, made before or after, takes it once.
 */
const lateMiddleware: Middleware[] = [];
const takers = new Set<WeakRef<(middleware: Middleware) => void>>();
/** Keeps each store's taker alive exactly as long as its store. */
const takerOf = new WeakMap<object, (middleware: Middleware) => void>();

/** Adds `middleware` to every store of the page, present and future (a repeat is ignored). */
export function addLateMiddleware(middleware: Middleware) {
  if (lateMiddleware.includes(middleware)) return;
  lateMiddleware.push(middleware);
  for (const ref of takers) {
    const take = ref.deref();
    if (take) take(middleware);
    else takers.delete(ref);
  }
}

/**
 * The dynamic middleware of one store (RTK's `createDynamicMiddleware`) and, once the store exists, `attach` to take
 * the late middleware added so far and from now on.
 */
export function lateMiddlewareSlot() {
  const dynamic = createDynamicMiddleware();
  return {
    middleware: dynamic.middleware,
    attach(store: { dispatch: (action: ReturnType<typeof dynamic.withMiddleware>) => unknown }) {
      const take = (middleware: Middleware) => {
        store.dispatch(dynamic.withMiddleware(middleware));
      };
      takerOf.set(store, take);
      takers.add(new WeakRef(take));
      for (const middleware of lateMiddleware) take(middleware);
    },
  };
}
