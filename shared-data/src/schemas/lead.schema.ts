import { type WireName, wireName } from 'shared-data/fields';
import {
  type AnyObjectSchema,
  type InferType,
  type ObjectShape,
  object,
  type Reference,
  ValidationError,
} from 'yup';
import { calculatorSchema } from './calculator.schema';
import { consultationDialogSchema } from './consultation-dialog.schema';
import { consultationSectionSchema } from './consultation-section.schema';
import { customPlanSchema } from './custom-plan.schema';
import { digitalConstructorSchema } from './digital-constructor.schema';
import { epochMillisField, fieldLimits, fieldMessages, type SchemaContext, text } from './fields';
import { isLeadType, type LeadType } from './lead-types';
import { planOrderSchema } from './plan-order.schema';
import { serviceOrderSchema } from './service-order.schema';

/** Messages of the lead as a whole. */
export const leadMessages = {
  invalid: 'Проверьте правильность заполнения полей',
  bodyNotObject: 'Ожидается объект с полями формы',
  typeUnknown: 'Неизвестный тип заявки',
  idempotencyKeyInvalid: 'Некорректный ключ повторной отправки',
  honeypotTooLong: 'Слишком длинное значение',
} as const;

/** The same field rules under their wire names (`wireName`). */
const wireFields = <F extends ObjectShape>(fields: F) =>
  Object.fromEntries(Object.entries(fields).map(([key, field]) => [wireName(key), field])) as {
    [K in keyof F & string as WireName<K>]: Exclude<F[K], Reference>;
  };

const optionalWire = (max: number, tooLong: string) =>
  text()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .max(max, tooLong)
    .optional();

/** Fields of every lead, whatever its type: all optional. */
const envelope = {
  idempotency_key: optionalWire(fieldLimits.idempotencyKey, leadMessages.idempotencyKeyInvalid).matches(
    /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
    leadMessages.idempotencyKeyInvalid,
  ),
  promo_code: optionalWire(fieldLimits.promoCode, fieldMessages.promoCodeTooLong),
  website: optionalWire(fieldLimits.honeypot, leadMessages.honeypotTooLong),
  form_started_at: epochMillisField(),
};

const typeField = <T extends LeadType>(type: T) =>
  text().required(leadMessages.typeUnknown).oneOf([type], leadMessages.typeUnknown);

/** A lead's schema: its form's schema under the wire's names (the promo code in the envelope), and its `type`. */
const leadSchemaOf = <T extends LeadType, F extends ObjectShape>(type: T, form: { fields: F }) =>
  object({
    ...wireFields(form.fields),
    ...envelope,
    type: typeField(type),
  });

/** `plan_order` — the order form: `{type, name, email, phone, plan_name, comments, promo_code?}`; `plan_name` is a fixed-price tariff or pack (case-insensitive, given back in catalog spelling). */
export const planOrderLeadSchema = leadSchemaOf('plan_order', planOrderSchema.omit(['promoCode']));

export type PlanOrderLead = InferType<typeof planOrderLeadSchema>;

/** `consultation` — the consultation form section: `{type, name, email, phone, company, consultation_date, meeting_format, budget, company_activity, experience_years, personal_info, comments}`. */
export const consultationLeadSchema = leadSchemaOf('consultation', consultationSectionSchema);

export type ConsultationLead = InferType<typeof consultationLeadSchema>;

/** `custom_plan` — the custom tariff: `{type, name, email, phone, company, company_activity, experience_years, budget, personal_info, selected_services: string[] (checklist values), meeting_format, consultation_date, comments, promo_code?}`. */
export const customPlanLeadSchema = leadSchemaOf('custom_plan', customPlanSchema.omit(['promoCode']));

export type CustomPlanLead = InferType<typeof customPlanLeadSchema>;

/** `calculator` — the CONSTRUCTOR calculator: `{type, name, email, phone, company, company_activity, experience_years, personal_info, meeting_format, consultation_date, selection: {serviceId: quantity}}`. */
export const calculatorLeadSchema = leadSchemaOf('calculator', calculatorSchema);

export type CalculatorLead = InferType<typeof calculatorLeadSchema>;

/** `digital_constructor` — the project constructor: `{type, name, email, phone, company, company_activity, experience_years, personal_info, meeting_format, consultation_date, comments, selection: {itemId: quantity}}`. */
export const digitalConstructorLeadSchema = leadSchemaOf('digital_constructor', digitalConstructorSchema);

export type DigitalConstructorLead = InferType<typeof digitalConstructorLeadSchema>;

/** `service_order` — the service dialog: `{type, name, email, phone, company, message, service}`. */
export const serviceOrderLeadSchema = leadSchemaOf('service_order', serviceOrderSchema);

export type ServiceOrderLead = InferType<typeof serviceOrderLeadSchema>;

/** `landing_consultation` — the landing dialog: `{type, name, email, phone, company, service, message, preferred_time, budget}` (option values). */
export const landingConsultationLeadSchema = leadSchemaOf('landing_consultation', consultationDialogSchema);

export type LandingConsultationLead = InferType<typeof landingConsultationLeadSchema>;

/**
 * The body of `submit-application`, one schema per `type`, every key in snake_case (decision record 031). Every type
 * also takes the optional `idempotency_key`, `promo_code`, `website` (honeypot) and `form_started_at` (epoch ms);
 * anything else is dropped.
 */
export const leadSchemas = {
  plan_order: planOrderLeadSchema,
  consultation: consultationLeadSchema,
  custom_plan: customPlanLeadSchema,
  calculator: calculatorLeadSchema,
  digital_constructor: digitalConstructorLeadSchema,
  service_order: serviceOrderLeadSchema,
  landing_consultation: landingConsultationLeadSchema,
} satisfies Record<LeadType, AnyObjectSchema>;

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

/** The outcome of `validateLead`: the cleaned lead, or one Russian message per field path. */
export type LeadValidation =
  | { ok: true; lead: Lead }
  | { ok: false; message: string; fields: Record<string, string> };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Validates a `submit-application` body by its `type`: reads old casings (`acceptOldCasing`), trims strings, drops
 * unknown keys, normalises
 * phones, and checks every rule (the consultation date against `context.now`, default the clock).
 */
export function validateLead(body: unknown, context: SchemaContext = {}): LeadValidation {
  if (!isPlainObject(body)) {
    return { ok: false, message: leadMessages.invalid, fields: { body: leadMessages.bodyNotObject } };
  }
  if (!isLeadType(body.type)) {
    return { ok: false, message: leadMessages.invalid, fields: { type: leadMessages.typeUnknown } };
  }
  const schema: AnyObjectSchema = leadSchemas[body.type];
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
    return { ok: false, message: leadMessages.invalid, fields };
  }
}

/** The answer of `submit-application`: the stored lead's id and the server's own figures. */
export interface SubmitApplicationResult {
  success: true;
  id: string;
  /** What the customer pays (after the promo discount), or the selection's total; null when there is no price. */
  final_price: number | null;
  discount_amount: number;
}
