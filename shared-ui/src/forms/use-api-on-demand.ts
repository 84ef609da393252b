import { useCallback, useRef } from 'react';
import type { AppStore } from 'shared-data/store';
import { usePageStore } from 'shared-ui';

/** shared-data/api: the site's one RTK Query api, with its endpoints. */
export type SiteApi = typeof import('shared-data/api');

/** What dispatching a mutation's `initiate` gives: the answer (rejected with the function's error) and its reset. */
interface MutationRequest<Result> {
  unwrap: () => Promise<Result>;
  reset: () => void;
}

/** A mutation endpoint of the api, as far as sending it needs: `api.ambassadorApi.endpoints.registerAmbassador`. */
export interface MutationEndpoint<Arg, Result> {
  initiate: (arg: Arg) => (...thunkArguments: never[]) => MutationRequest<Result>;
}

/**
 * Runs `use` with the api and the page's store, loading both first: a part that sends or reads nothing before the
 * visitor acts (a form before its submit) keeps Redux, RTK Query and the api out of the page's first load.
 */
export function useApiOnDemand() {
  const pageStore = usePageStore();
  return useCallback(
    async <Result>(use: (api: SiteApi, store: AppStore) => Result | Promise<Result>): Promise<Result> => {
      const [store, api] = await Promise.all([
        pageStore.load(),
        import(/* webpackChunkName: "api" */ 'shared-data/api'),
      ]);
      return use(api, store);
    },
    [pageStore],
  );
}

/**
 * A mutation sent through the page's store, loaded with the first send: `const register = useMutationOnDemand((api)
 * => api.ambassadorApi.endpoints.registerAmbassador)`, then `await register(values)` resolves with the answer or
 * rejects with the function's error. The returned function stays the same from render to render.
 */
export function useMutationOnDemand<Arg, Result>(pick: (api: SiteApi) => MutationEndpoint<Arg, Result>) {
  const withApi = useApiOnDemand();
  const picked = useRef(pick);
  picked.current = pick;
  return useCallback(
    (arg: Arg) =>
      withApi(async (api, store) => {
        const thunk = picked.current(api).initiate(arg);
        // The store's dispatch runs RTK Query's thunk and returns what the thunk returns.
        const request = (store.dispatch as unknown as (action: typeof thunk) => MutationRequest<Result>)(
          thunk,
        );
        try {
          return await request.unwrap();
        } finally {
          request.reset();
        }
      }),
    [withApi],
  );
}
