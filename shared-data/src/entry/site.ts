/**
 * shared-data/site: what every page starts with — the runtime config, the remote registry, the page's data, the
 * site's pages by path (their heads are in the route table of `shared-data/catalog`), the menus, the kept promo code,
 * the promo offer, the date and money formats and the service search. `shared-data/catalog` includes all of it; code that runs on every page
 * imports it from here, so a page whose islands show nothing of the catalog never loads the catalog.
 */

export * from '../catalog/privacy-policy';
export * from '../catalog/promo';
export {
  promoCodeFromSearch,
  type ReferralInfo,
  referralCodeParam,
  referralOrderTypes,
  referralTerms,
} from '../catalog/referral';
export * from '../catalog/service-search';
export { russianPlural } from '../catalog/texts/russian-plural';
export { type PageData, pageDataElementId, readPageData } from '../config/page-data';
export {
  appElementId,
  type RemoteName,
  type RemoteRegistryEntry,
  readEmbeddedRegistry,
  remoteEntryFile,
  remoteEntryUrl,
  remoteNames,
  remoteRegistryElementId,
} from '../config/remotes';
export {
  type RuntimeConfig,
  readRuntimeConfig,
  runtimeConfigElementId,
} from '../config/runtime-config';
export * from '../format/date';
export { formatMoney, formatNumber, formatPriceRange } from '../format/money';
export { type LoadOnce, loadOnce } from '../loading/load-once';
export * from '../routes/languages';
export * from '../routes/navigation';
export * from '../routes/site-paths';
export { readStoredPromoCode, storePromoCode } from '../store/kept-promo-code';
export * from '../texts/books';
