import { type WireName, wireName } from 'shared-data/fields';
import {
  type AnyObjectSchema,
  type InferType,
  type ObjectShape,
  object,
  type Reference,
  ValidationError,
} from 'yup';
import { calculatorSchemaIn } from './calculator.schema';
import { consultationDialogSchemaIn } from './consultation-dialog.schema';
import { consultationSectionSchemaIn } from './consultation-section.schema';
import { customPlanSchemaIn } from './custom-plan.schema';
import { digitalConstructorSchemaIn } from './digital-constructor.schema';
import { epochMillisField, fieldLimits, type SchemaContext, type SchemaTexts, text } from './fields';
import { isLeadType, type LeadType } from './lead-types';
import { planOrderSchemaIn } from './plan-order.schema';
import { serviceOrderSchemaIn } from './service-order.schema';

/** The same field rules under their wire names (`wireName`). */
const wireFields = <F extends ObjectShape>(fields: F) =>
  Object.fromEntries(Object.entries(fields).map(([key, field]) => [wireName(key), field])) as {
    [K in keyof F & string as WireName<K>]: Exclude<F[K], Reference>;
  };

const optionalWire = (texts: SchemaTexts, max: number, tooLong: string) =>
  text(texts.fields)
    .transform((value: unknown) => (value === '' ? undefined : value))
    .max(max, tooLong)
    .optional();

/** Fields of every lead, whatever its type: all optional. */
const envelopeIn = (texts: SchemaTexts) => ({
  idempotency_key: optionalWire(texts, fieldLimits.idempotencyKey, texts.lead.idempotencyKeyInvalid).matches(
    /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
    texts.lead.idempotencyKeyInvalid,
  ),
  promo_code: optionalWire(texts, fieldLimits.promoCode, texts.fields.promoCodeTooLong),
  website: optionalWire(texts, fieldLimits.honeypot, texts.lead.honeypotTooLong),
  form_started_at: epochMillisField(texts.fields),
});

const typeField = <T extends LeadType>(texts: SchemaTexts, type: T) =>
  text(texts.fields).required(texts.lead.typeUnknown).oneOf([type], texts.lead.typeUnknown);

/** A lead's schema: its form's schema under the wire's names (the promo code in the envelope), and its `type`. */
const leadSchemaOf = <T extends LeadType, F extends ObjectShape>(
  texts: SchemaTexts,
  type: T,
  form: { fields: F },
) =>
  object({
    ...wireFields(form.fields),
    ...envelopeIn(texts),
    type: typeField(texts, type),
  });

/**
 * The body of `submit-application` in the language of `texts`, one schema per `type`, every key in snake_case
 * (decision record 031). Every type also takes the optional `idempotency_key`, `promo_code`, `website` (honeypot)
 * and `form_started_at` (epoch ms); anything else is dropped.
 */
export const leadSchemasIn = (texts: SchemaTexts) => ({
  /** `plan_order` — the order form: `{type, name, email, phone, plan_name, comments, promo_code?}`; `plan_name` is a fixed-price tariff or pack (case-insensitive, given back in catalog spelling). */
  plan_order: leadSchemaOf(texts, 'plan_order', planOrderSchemaIn(texts).omit(['promoCode'])),
  /** `consultation` — the consultation form section: `{type, name, email, phone, company, consultation_date, meeting_format, budget, company_activity, experience_years, personal_info, comments}`. */
  consultation: leadSchemaOf(texts, 'consultation', consultationSectionSchemaIn(texts)),
  /** `custom_plan` — the custom tariff: `{type, name, email, phone, company, company_activity, experience_years, budget, personal_info, selected_services: string[] (checklist values), meeting_format, consultation_date, comments, promo_code?}`. */
  custom_plan: leadSchemaOf(texts, 'custom_plan', customPlanSchemaIn(texts).omit(['promoCode'])),
  /** `calculator` — the CONSTRUCTOR calculator: `{type, name, email, phone, company, company_activity, experience_years, personal_info, meeting_format, consultation_date, selection: {serviceId: quantity}}`. */
  calculator: leadSchemaOf(texts, 'calculator', calculatorSchemaIn(texts)),
  /** `digital_constructor` — the project constructor: `{type, name, email, phone, company, company_activity, experience_years, personal_info, meeting_format, consultation_date, comments, selection: {itemId: quantity}}`. */
  digital_constructor: leadSchemaOf(texts, 'digital_constructor', digitalConstructorSchemaIn(texts)),
  /** `service_order` — the service dialog: `{type, name, email, phone, company, message, service}`. */
  service_order: leadSchemaOf(texts, 'service_order', serviceOrderSchemaIn(texts)),
  /** `landing_consultation` — the landing dialog: `{type, name, email, phone, company, service, message, preferred_time, budget}` (option values). */
  landing_consultation: leadSchemaOf(texts, 'landing_consultation', consultationDialogSchemaIn(texts)),
});

/** The lead schemas of one language, by `type`. */
export type LeadSchemas = ReturnType<typeof leadSchemasIn>;

export type PlanOrderLead = InferType<LeadSchemas['plan_order']>;
export type ConsultationLead = InferType<LeadSchemas['consultation']>;
export type CustomPlanLead = InferType<LeadSchemas['custom_plan']>;
export type CalculatorLead = InferType<LeadSchemas['calculator']>;
export type DigitalConstructorLead = InferType<LeadSchemas['digital_constructor']>;
export type ServiceOrderLead = InferType<LeadSchemas['service_order']>;
export type LandingConsultationLead = InferType<LeadSchemas['landing_consultation']>;

/** A validated lead: a union discriminated by `type`. */
export type Lead =
  | PlanOrderLead
  | ConsultationLead
  | CustomPlanLead
  | CalculatorLead
  | DigitalConstructorLead
  | ServiceOrderLead
  | LandingConsultationLead;

/**
 * A lead's body in the casings of the release before decision record 031, read as today's: a camelCase key under its
 * snake_case name (the snake one wins when both come), a service order's `comments` as its `message`. Accepted on
 * the wire for one release; stored bodies are read through it for as long as they are kept.
 */
export function acceptOldCasing(body: Record<string, unknown>): Record<string, unknown> {
  const read: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const name = wireName(key);
    if (name === key || !Object.hasOwn(body, name)) read[name] = value;
  }
  if (read.type === 'service_order' && !Object.hasOwn(read, 'message') && Object.hasOwn(read, 'comments')) {
    read.message = read.comments;
    delete read.comments;
  }
  return read;
}

/** The outcome of `validateLead`: the cleaned lead, or one message per field path in the schemas' language. */
export type LeadValidation =
  | { ok: true; lead: Lead }
  | { ok: false; message: string; fields: Record<string, string> };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `validateLead` of the lead schemas of one language (`leadSchemasIn(texts)`), answering in the language of `texts`.
 */
export const leadValidatorOf =
  (schemas: LeadSchemas, texts: SchemaTexts) =>
  (body: unknown, context: SchemaContext = {}): LeadValidation => {
    if (!isPlainObject(body)) {
      return { ok: false, message: texts.lead.invalid, fields: { body: texts.lead.bodyNotObject } };
    }
    if (!isLeadType(body.type)) {
      return { ok: false, message: texts.lead.invalid, fields: { type: texts.lead.typeUnknown } };
    }
    const schema: AnyObjectSchema = schemas[body.type];
    try {
      const lead = schema.validateSync(acceptOldCasing(body), {
        abortEarly: false,
        stripUnknown: true,
        context,
      }) as Lead;
      return { ok: true, lead };
    } catch (error) {
      if (!(error instanceof ValidationError)) {
        throw error;
      }
      const fields: Record<string, string> = {};
      for (const issue of error.inner.length > 0 ? error.inner : [error]) {
        fields[issue.path || 'body'] ??= issue.message;
      }
      return { ok: false, message: texts.lead.invalid, fields };
    }
  };

/** The answer of `submit-application`: the stored lead's id and the server's own figures. */
export interface SubmitApplicationResult {
  success: true;
  id: string;
  /** What the customer pays (after the promo discount), or the selection's total; null when there is no price. */
  final_price: number | null;
  discount_amount: number;
}
