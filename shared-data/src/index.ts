/** shared-data: catalog, rules, schemas, formatters, routes, runtime config, store and api of the site. */

export {
  ambassadorApi,
  useAmbassadorMeQuery,
  useLogoutAmbassadorMutation,
  useLookupAmbassadorMutation,
  useReferralInfoQuery,
  useRegisterAmbassadorMutation,
  useSendAmbassadorCodeMutation,
  useVerifyAmbassadorCodeMutation,
} from './api/ambassador.api';
export { api, type FunctionCall } from './api/api';
export { createInvokeFunction, type FunctionError, type InvokeFunction } from './api/invoke-function';
export { leadsApi, useSubmitApplicationMutation } from './api/leads.api';
export { promoApi, useCheckPromoCodeQuery } from './api/promo.api';
export { defaultContacts } from './config/runtime-config';
export { RuntimeConfigProvider, useRuntimeConfig } from './config/runtime-config-context';
export { testRuntimeConfig } from './config/test-runtime-config';
export * from './core';
export {
  type AppDispatch,
  type AppStore,
  type AppStoreOptions,
  createAppStore,
  type RootState,
  rootReducer,
} from './store/create-app-store';
export { useAppDispatch, useAppSelector } from './store/hooks';
export { seedPageData } from './store/page-data';
export {
  promoCodeApplied,
  promoCodeCleared,
  type ReferralState,
  referralSlice,
  selectPromoCode,
} from './store/referral.slice';
