/** React-free part of shared-data: what servers and functions may import. Safe in browsers: no server config. */

export * from './catalog/about';
export * from './catalog/advantages';
export * from './catalog/ambassador-programme';
export * from './catalog/blog';
export * from './catalog/claims';
export * from './catalog/clients';
export * from './catalog/company';
export * from './catalog/custom-plan-checklist';
export * from './catalog/digital-constructor';
export * from './catalog/digital-packs';
export * from './catalog/digital-projects';
export * from './catalog/digital-services';
export * from './catalog/discuss-project';
export * from './catalog/divisions';
export * from './catalog/form-options';
export * from './catalog/marketing-calculator';
export * from './catalog/marketing-plans';
export * from './catalog/marketing-services';
export * from './catalog/promo';
export {
  promoCodeFromSearch,
  referralCodeParam,
  referralOrderTypes,
  referralTerms,
} from './catalog/referral';
export * from './catalog/search-keywords';
export * from './catalog/seo-landing';
export * from './catalog/technologies';
export * from './catalog/testimonials';
export type * from './catalog/types';
export { type PageData, pageDataElementId, readPageData } from './config/page-data';
export {
  type RemoteName,
  type RemoteRegistryEntry,
  readEmbeddedRegistry,
  remoteNames,
  remoteRegistryElementId,
} from './config/remotes';
export {
  type RuntimeConfig,
  readRuntimeConfig,
  runtimeConfigElementId,
  runtimeConfigSchema,
} from './config/runtime-config';
export * from './format/date';
export { formatMoney, formatNumber, formatPriceRange } from './format/money';
export * from './mail/lead-mail-params';
export * from './pricing/bounds';
export * from './pricing/lead-pricing';
export * from './pricing/offer-pricing';
export * from './pricing/plan-lookup';
export * from './pricing/selection';
export * from './routes/navigation';
export {
  findRoute,
  matchesPath,
  ownsPath,
  paths,
  type RouteEntry,
  type RouteMeta,
  referralPath,
  routeTable,
} from './routes/route-table';
export { organizationJsonLd } from './routes/structured-data';
export * from './schemas/ambassador.schema';
export * from './schemas/calculator.schema';
export {
  type CheckPromoCodeInput,
  type CheckPromoCodeResult,
  checkPromoCodeSchema,
  promoCodeLimits,
  promoCodePattern,
} from './schemas/check-promo-code.schema';
export * from './schemas/consultation-dialog.schema';
export * from './schemas/consultation-section.schema';
export * from './schemas/custom-plan.schema';
export * from './schemas/digital-constructor.schema';
export {
  fieldLimits,
  fieldMessages,
  phonePlaceholder,
  type SchemaContext,
  uzbekPhonePattern,
} from './schemas/fields';
export * from './schemas/form-guard';
export * from './schemas/form-notices';
export * from './schemas/lead.schema';
export * from './schemas/lead-body';
export * from './schemas/newsletter.schema';
export * from './schemas/plan-order.schema';
export * from './schemas/service-order.schema';
