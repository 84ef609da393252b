import { combineSlices, configureStore, createListenerMiddleware, type Reducer } from '@reduxjs/toolkit';
import { storePromoCode } from 'shared-data/site';
import { createInvokeFunction, type InvokeFunction } from '../api/invoke-function';
import type { RuntimeConfig } from '../config/runtime-config';
import { lateMiddlewareSlot } from './late-middleware';
import { promoCodeApplied, promoCodeCleared, referralSlice } from './referral.slice';

/**
 * What joins the state when its module loads: the RTK Query api (`shared-data/api` injects itself on import and adds
 * itself here by declaration merging, so this module need not know it).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from the modules that inject a slice.
export interface LazyLoadedSlices {}

/** The extra argument of every thunk: how the api calls a function. */
export interface ThunkExtra {
  invokeFunction: InvokeFunction;
}

/** The root reducer; remotes and late modules add their slices with `rootReducer.inject(slice)`. */
export const rootReducer = combineSlices(referralSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/** The state with the api in it: it is there whenever an api hook or thunk runs, since their module brings it. */
export type RootState = ReturnType<typeof rootReducer> & LazyLoadedSlices;

export interface AppStoreOptions {
  config: Pick<RuntimeConfig, 'functionsUrl' | 'anonKey'>;
  /** Replaces the network call, for component tests. */
  invokeFunction?: ThunkExtra['invokeFunction'];
}

/** Creates the one store of the page: the shell makes it and hands it to every app; a remote alone makes its own. */
export function createAppStore({ config, invokeFunction }: AppStoreOptions) {
  const persistence = createListenerMiddleware();
  persistence.startListening({
    predicate: (action) => promoCodeApplied.match(action) || promoCodeCleared.match(action),
    effect: (_action, listenerApi) => {
      storePromoCode(referralSlice.selectors.selectPromoCode(listenerApi.getState() as RootState));
    },
  });
  const extra: ThunkExtra = { invokeFunction: invokeFunction ?? createInvokeFunction(config) };
  const late = lateMiddlewareSlot();
  const store = configureStore({
    reducer: rootReducer as Reducer<RootState>,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        // First, as RTK's docs place it: it takes its own "add" action before the serializability check sees it.
        .prepend(late.middleware, persistence.middleware),
  });
  late.attach(store);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
