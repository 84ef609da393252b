/** shared-data/catalog: the site's common catalog, prices and formats, routes and runtime config. No React, no Yup. */

export * from '../catalog/claims';
export * from '../catalog/company';
export * from '../catalog/digital-packs';
export * from '../catalog/digital-services';
export * from '../catalog/divisions';
export * from '../catalog/form-options';
export * from '../catalog/marketing-plans';
export * from '../catalog/marketing-services';
export * from '../catalog/promo';
export {
  promoCodeFromSearch,
  referralCodeParam,
  referralOrderTypes,
  referralTerms,
} from '../catalog/referral';
export * from '../catalog/search-keywords';
export * from '../catalog/seo-landing';
export type * from '../catalog/types';
export { ambassadorTokenHeader } from '../config/ambassador-token';
export { type PageData, pageDataElementId, readPageData } from '../config/page-data';
export {
  appElementId,
  type RemoteName,
  type RemoteRegistryEntry,
  readEmbeddedRegistry,
  remoteEntryFile,
  remoteEntryUrl,
  remoteLabels,
  remoteNames,
  remoteRegistryElementId,
} from '../config/remotes';
export {
  defaultContacts,
  type RuntimeConfig,
  readRuntimeConfig,
  runtimeConfigElementId,
} from '../config/runtime-config';
export { testRuntimeConfig } from '../config/test-runtime-config';
export * from '../format/date';
export { formatMoney, formatNumber, formatPriceRange } from '../format/money';
export * from '../pricing/offer-pricing';
export * from '../pricing/plan-lookup';
export * from '../routes/navigation';
export {
  findRoute,
  matchesPath,
  ownsPath,
  paths,
  type RouteEntry,
  type RouteMeta,
  referralPath,
  routeTable,
} from '../routes/route-table';
export { organizationJsonLd } from '../routes/structured-data';
export { readStoredPromoCode, storePromoCode } from '../store/kept-promo-code';
