/**
 * shared-data/schemas: every form's and function's Yup schema. The browser loads it when a form first validates
 * (shared-ui's `loadFormSchemas`); what a form shows before that comes from `shared-data/forms`. The schemas exported
 * by name answer in Russian; `schemasFor(language)` gives the same ones answering in the page's or the lead's language.
 */

export * from '../schemas/ambassador.schema';
export * from '../schemas/calculator.schema';
export * from '../schemas/check-promo-code.schema';
export * from '../schemas/consultation-dialog.schema';
export * from '../schemas/consultation-section.schema';
export * from '../schemas/custom-plan.schema';
export * from '../schemas/digital-constructor.schema';
export * from '../schemas/lead.schema';
export * from '../schemas/lead-types';
export * from '../schemas/newsletter.schema';
export * from '../schemas/plan-order.schema';
export * from '../schemas/schemas-for';
export * from '../schemas/service-order.schema';
