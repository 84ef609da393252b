/**
 * React-free part of shared-data for servers, functions and tools: the catalog with every division's part, the
 * schemas, the mail parameters and the runtime config's schema. Browser code imports the entry it needs instead
 * (`shared-data/catalog`, `/configurators`, `/marketing`, `/digital`, `/ambassador`, `/forms`, `/schemas`, `/store`, `/api`).
 */

export * from './admin/admin.schema';
export * from './admin/admin-texts';
export { appElements } from './config/remotes';
export * from './config/runtime-config.schema';
export * from './entry/ambassador';
export * from './entry/catalog';
export * from './entry/configurators';
export * from './entry/digital';
export * from './entry/forms';
export * from './entry/marketing';
export * from './entry/schemas';
export * from './format/plain-text';
export * from './mail/lead-fields';
export * from './mail/lead-mail-params';
export * from './mail/telegram-alert';
export * from './pricing/lead-pricing';
