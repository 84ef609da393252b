/** shared-data/store: the page's one Redux store, its hooks and slices. Pages load it with the first part that needs it. */

export { createInvokeFunction, type FunctionError, type InvokeFunction } from '../api/invoke-function';
export {
  type AppDispatch,
  type AppStore,
  type AppStoreOptions,
  createAppStore,
  type LazyLoadedSlices,
  type RootState,
  rootReducer,
  type ThunkExtra,
} from '../store/create-app-store';
export { StoreProvider, useAppDispatch, useAppSelector } from '../store/hooks';
export { addLateMiddleware } from '../store/late-middleware';
export {
  promoCodeApplied,
  promoCodeCleared,
  type ReferralState,
  referralSlice,
  selectPromoCode,
} from '../store/referral.slice';
