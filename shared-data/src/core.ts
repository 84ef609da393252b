/** React-free part of shared-data: what servers and functions may import. */
export { referralTerms } from './catalog/referral';
export {
  type RuntimeConfig,
  readRuntimeConfig,
  runtimeConfigElementId,
  runtimeConfigSchema,
} from './config/runtime-config';
export {
  ConfigError,
  type RemoteName,
  type RemoteRegistryEntry,
  readServerEnv,
  remoteNames,
  type ServerEnv,
} from './config/server-env';
export { formatMoney, formatNumber } from './format/money';
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
export {
  type CheckPromoCodeInput,
  type CheckPromoCodeResult,
  checkPromoCodeSchema,
  promoCodeLimits,
} from './schemas/check-promo-code.schema';
