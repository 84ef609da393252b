import {
  type AnyObjectSchema,
  type InferType,
  mixed,
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
import { epochMillisField, fieldLimits, fieldMessages, freeText, type SchemaContext, text } from './fields';
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

type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The same field rules under snake_case keys. */
const snakeFields = <F extends ObjectShape>(fields: F) =>
  Object.fromEntries(Object.entries(fields).map(([key, field]) => [snakeCase(key), field])) as {
    [K in keyof F & string as SnakeCase<K>]: Exclude<F[K], Reference>;
  };

/** Accepted and dropped: prices the browser computed, and the always-null user id. */
const ignored = () => mixed().strip();

const optionalWire = (max: number, tooLong: string) =>
  text()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .max(max, tooLong)
    .optional();

/** Fields of every lead, whatever its type: all snake_case and optional. */
const envelope = {
  idempotency_key: optionalWire(fieldLimits.idempotencyKey, leadMessages.idempotencyKeyInvalid).matches(
    /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
    leadMessages.idempotencyKeyInvalid,
  ),
  promo_code: optionalWire(fieldLimits.promoCode, fieldMessages.promoCodeTooLong),
  website: optionalWire(fieldLimits.honeypot, leadMessages.honeypotTooLong),
  form_started_at: epochMillisField(),
  user_id: ignored(),
};

const typeField = <T extends LeadType>(type: T) =>
  text().required(leadMessages.typeUnknown).oneOf([type], leadMessages.typeUnknown);

/**
 * `plan_order` — snake_case, as the order form sends it:
 * `{type, name, email, phone, plan_name, comments, promo_code?, plan_price?, discount_amount?, final_price?, user_id?}`.
 * `plan_name` is a fixed-price tariff or pack (case-insensitive, given back in catalog spelling).
 */
export const planOrderLeadSchema = object({
  ...snakeFields(planOrderSchema.omit(['promoCode']).fields),
  plan_price: ignored(),
  discount_amount: ignored(),
  final_price: ignored(),
  ...envelope,
  type: typeField('plan_order'),
});

export type PlanOrderLead = InferType<typeof planOrderLeadSchema>;

/**
 * `consultation` — snake_case, as the consultation form section sends it:
 * `{type, name, email, phone, company, consultation_date, meeting_format, budget, company_activity,
 * experience_years, personal_info, comments, user_id?}`.
 */
export const consultationLeadSchema = object({
  ...snakeFields(consultationSectionSchema.fields),
  ...envelope,
  type: typeField('consultation'),
});

export type ConsultationLead = InferType<typeof consultationLeadSchema>;

const constructorEcho = {
  planName: ignored(),
  planPrice: ignored(),
  months: ignored(),
  totalAmount: ignored(),
};

/**
 * `custom_plan` — camelCase, the custom-tariff form's values without `promoCode` (it travels as `promo_code`):
 * `{type, name, email, phone, company, companyActivity, experienceYears, budget, personalInfo,
 * selectedServices: string[] (checklist values), meetingFormat, consultationDate, comments, promo_code?}`;
 * `planName`, `planPrice`, `months`, `totalAmount` are ignored.
 */
export const customPlanLeadSchema = customPlanSchema.omit(['promoCode']).shape({
  ...constructorEcho,
  ...envelope,
  type: typeField('custom_plan'),
});

export type CustomPlanLead = InferType<typeof customPlanLeadSchema>;

/**
 * `calculator` — camelCase, the calculator form's values:
 * `{type, name, email, phone, company, companyActivity, experienceYears, personalInfo, meetingFormat,
 * consultationDate, selection: {serviceId: quantity}}`; `planName`, `planPrice`, `months`, `totalAmount` and a
 * `selectedServices` text are ignored.
 */
export const calculatorLeadSchema = calculatorSchema.shape({
  ...constructorEcho,
  selectedServices: ignored(),
  ...envelope,
  type: typeField('calculator'),
});

export type CalculatorLead = InferType<typeof calculatorLeadSchema>;

/**
 * `digital_constructor` — camelCase, the constructor form's values:
 * `{type, name, email, phone, company, companyActivity, experienceYears, personalInfo, meetingFormat,
 * consultationDate, comments, selection: {itemId: quantity}}`; `planName`, `planPrice`, `months`, `totalAmount`
 * and a `selectedServices` text are ignored.
 */
export const digitalConstructorLeadSchema = digitalConstructorSchema.shape({
  ...constructorEcho,
  selectedServices: ignored(),
  ...envelope,
  type: typeField('digital_constructor'),
});

export type DigitalConstructorLead = InferType<typeof digitalConstructorLeadSchema>;

/**
 * `service_order` — as the service dialog sends it: `{type, name, email, phone, company, comments, service}`, the
 * dialog's message as `comments`; `planName`, `planPrice` and `estimated_price` are ignored.
 */
export const serviceOrderLeadSchema = serviceOrderSchema.omit(['message']).shape({
  comments: freeText('Сообщение'),
  planName: ignored(),
  planPrice: ignored(),
  estimated_price: ignored(),
  ...envelope,
  type: typeField('service_order'),
});

export type ServiceOrderLead = InferType<typeof serviceOrderLeadSchema>;

/**
 * `landing_consultation` — camelCase, the landing dialog's values:
 * `{type, name, email, phone, company, service, message, preferredTime, budget}` (option values).
 */
export const landingConsultationLeadSchema = consultationDialogSchema.shape({
  ...envelope,
  type: typeField('landing_consultation'),
});

export type LandingConsultationLead = InferType<typeof landingConsultationLeadSchema>;

/**
 * The body of `submit-application`, one schema per `type`. Every type also takes the optional `idempotency_key`,
 * `promo_code`, `website` (honeypot) and `form_started_at` (epoch ms); `user_id` is accepted and dropped.
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

/** The outcome of `validateLead`: the cleaned lead, or one Russian message per field path. */
export type LeadValidation =
  | { ok: true; lead: Lead }
  | { ok: false; message: string; fields: Record<string, string> };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Validates a `submit-application` body by its `type`: trims strings, drops unknown and ignored keys, normalises
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
    const lead = schema.validateSync(body, { abortEarly: false, stripUnknown: true, context }) as Lead;
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
