/** React-free part of shared-data: what servers and functions may import. */
export { referralTerms } from './catalog/referral';
export { type RuntimeConfig, readRuntimeConfig, runtimeConfigElementId, runtimeConfigSchema } from './config/runtime-config';
export {
  ConfigError,
  type RemoteName,
  type RemoteRegistryEntry,
  readServerEnv,
  remoteNames,
  type ServerEnv,
} from './config/server-env';
export { formatMoney, formatNumber } from './format/money';
export { findRoute, matchesPath, ownsPath, type RouteEntry, type RouteMeta, routeTable } from './routes/route-table';
export {
  type CheckPromoCodeInput,
  type CheckPromoCodeResult,
  checkPromoCodeSchema,
  promoCodeLimits,
} from './schemas/check-promo-code.schema';
