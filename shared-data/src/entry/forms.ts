/**
 * shared-data/forms: what a form shows before it validates — initial values, field limits and messages, notices, the
 * anti-bot fields, lead bodies — and the forms' types. No Yup: the schemas (`shared-data/schemas`) load on first use.
 */

export * from 'shared-data/fields';
export type * from '../schemas/ambassador.schema';
export type * from '../schemas/calculator.schema';
export type * from '../schemas/check-promo-code.schema';
export type * from '../schemas/consultation-dialog.schema';
export type * from '../schemas/consultation-section.schema';
export type * from '../schemas/custom-plan.schema';
export type * from '../schemas/digital-constructor.schema';
export * from '../schemas/form-guard';
export * from '../schemas/form-notices';
export * from '../schemas/initial-values';
export type * from '../schemas/lead.schema';
export * from '../schemas/lead-body';
export type * from '../schemas/lead-types';
export * from '../schemas/native-form';
export type * from '../schemas/newsletter.schema';
export type * from '../schemas/plan-order.schema';
export type * from '../schemas/service-order.schema';
