/** shared-data/schemas: every form's Yup schema, initial values, notices and lead bodies; loaded with the forms. */

export * from '../schemas/ambassador.schema';
export * from '../schemas/calculator.schema';
export {
  type CheckPromoCodeInput,
  type CheckPromoCodeResult,
  checkPromoCodeSchema,
  promoCodeLimits,
} from '../schemas/check-promo-code.schema';
export * from '../schemas/consultation-dialog.schema';
export * from '../schemas/consultation-section.schema';
export * from '../schemas/custom-plan.schema';
export * from '../schemas/digital-constructor.schema';
export {
  fieldLimits,
  fieldMessages,
  phonePlaceholder,
  type SchemaContext,
  uzbekPhonePattern,
} from '../schemas/fields';
export * from '../schemas/form-guard';
export * from '../schemas/form-notices';
export * from '../schemas/lead.schema';
export * from '../schemas/lead-body';
export * from '../schemas/newsletter.schema';
export * from '../schemas/plan-order.schema';
export * from '../schemas/service-order.schema';
