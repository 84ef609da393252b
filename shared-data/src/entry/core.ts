/**
 * React-free part of shared-data for servers, functions and tools: the catalog with every division's part, the
 * schemas, the runtime config's schema and the page contract (what builds write for the shell's
 * server). Browser code imports the entry it needs instead (`shared-data/site`, `/catalog`, `/configurators`, `/marketing`,
 * `/digital`, `/ambassador`, `/forms`, `/phone`, `/schemas`, `/store`, `/api`, and `/page` for the page's element names).
 */

export * from '../admin/admin.schema';
export * from '../admin/admin-model';
export * from '../admin/admin-texts';
export { consentAnsweredAttribute, consentBarId, consentChoiceAttribute } from '../analytics/analytics-tags';
export * from '../catalog/russian';
export { ambassadorTokenHeader } from '../config/ambassador-token';
export * from '../config/runtime-config.schema';
export * from '../format/html-text';
export * from '../format/plain-text';
export * from '../http/read-body-within';
export * from '../page/page-contract';
export * from '../pricing/lead-pricing';
export { routeHeadIn } from '../routes/route-heads-uz';
export type { RouteMeta } from '../routes/route-meta';
export { findRoute, findRouteIn, type RouteEntry, routeTable } from '../routes/route-table';
export { organizationJsonLd } from '../routes/structured-data';
export * from '../schemas/form-guard-check';
export * from '../schemas/lead-language';
export * from '../schemas/native-form-post';
export * from '../schemas/russian';
// The Uzbek glossary and spelling rules, read by the text books' tests until the books use them.
export * from '../texts/glossary';
export * from '../texts/uzbek-spelling';
export * from './ambassador';
export * from './catalog';
export * from './configurators';
export * from './digital';
export * from './forms';
export * from './lead-source';
export * from './marketing';
export * from './phone';
export * from './schemas';
