import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { api, type ThunkExtra } from 'shared-data/api';
import { createInvokeFunction } from '../api/invoke-function';
import type { RuntimeConfig } from '../config/runtime-config';
import { promoCodeApplied, promoCodeCleared, referralSlice, storePromoCode } from './referral.slice';

/** The root reducer; remotes add their slices with `rootReducer.inject(slice)`. */
export const rootReducer = combineSlices(referralSlice, api);

export type RootState = ReturnType<typeof rootReducer>;

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
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(persistence.middleware)
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
