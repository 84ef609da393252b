import { createHash, randomUUID } from 'node:crypto';
import {
  ambassadorRegistrationForm,
  ambassadorRegistrationSchema,
  type CalculatorValues,
  type ConsultationDialogValues,
  type ConsultationSectionValues,
  type CustomPlanValues,
  calculatorLeadBody,
  calculatorSchema,
  consultationDialogSchema,
  consultationLeadBody,
  consultationSectionSchema,
  customPlanLeadBody,
  customPlanSchema,
  type DigitalConstructorValues,
  digitalConstructorLeadBody,
  digitalConstructorSchema,
  type Lead,
  type LeadEnvelope,
  type LeadType,
  landingConsultationLeadBody,
  type NativeFormEnvelope,
  type NativeFormId,
  type NativeFormValues,
  planOrderLeadBody,
  planOrderSchema,
  serviceOrderLeadBody,
  serviceOrderSchema,
} from 'shared-data/core';

/** What the server needs of a form: the Yup schema Formik validates it with, and the lead body the browser sends. */
interface NativeLead<Id extends LeadType> {
  schema: { validate: (values: unknown, options: object) => Promise<unknown> };
  toBody: (values: NativeFormValues<Id>, envelope: LeadEnvelope) => Lead;
}

// The browser hands Formik's values to the same functions; a posted value outside a choice's options is refused by
// the schema before any body is made.
const nativeLeads: { [Id in LeadType]: NativeLead<Id> } = {
  plan_order: { schema: planOrderSchema, toBody: planOrderLeadBody },
  consultation: {
    schema: consultationSectionSchema,
    toBody: (values, envelope) => consultationLeadBody(values as ConsultationSectionValues, envelope),
  },
  custom_plan: {
    schema: customPlanSchema,
    toBody: (values, envelope) => customPlanLeadBody(values as CustomPlanValues, envelope),
  },
  calculator: {
    schema: calculatorSchema,
    toBody: (values, envelope) => calculatorLeadBody(values as CalculatorValues, envelope),
  },
  digital_constructor: {
    schema: digitalConstructorSchema,
    toBody: (values, envelope) => digitalConstructorLeadBody(values as DigitalConstructorValues, envelope),
  },
  service_order: { schema: serviceOrderSchema, toBody: serviceOrderLeadBody },
  landing_consultation: {
    schema: consultationDialogSchema,
    toBody: (values, envelope) => landingConsultationLeadBody(values as ConsultationDialogValues, envelope),
  },
};

/** The form's own field a message of a path is for: `selectedServices[2]` → `selectedServices`. */
const fieldOf = (path: string) => path.split(/[.[]/)[0] ?? path;

interface YupIssue {
  path?: string;
  message: string;
}

const isValidationError = (error: unknown): error is YupIssue & { inner: YupIssue[] } =>
  error instanceof Error &&
  error.name === 'ValidationError' &&
  Array.isArray((error as { inner?: unknown }).inner);

/**
 * What the form's schema says of its values, as Formik would show it: one message per field name, `{}` when they are
 * valid. The consultation date is judged against `now`.
 */
export async function formErrors<Id extends NativeFormId>(
  formId: Id,
  values: NativeFormValues<Id>,
  now: number,
): Promise<Record<string, string>> {
  const schema =
    formId === ambassadorRegistrationForm
      ? ambassadorRegistrationSchema
      : nativeLeads[formId as LeadType].schema;
  try {
    await schema.validate(values, { abortEarly: false, context: { now } });
    return {};
  } catch (error) {
    if (!isValidationError(error)) throw error;
    const errors: Record<string, string> = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      errors[fieldOf(issue.path ?? '')] ??= issue.message;
    }
    return errors;
  }
}

/**
 * The `submit-application` body for a post, as the browser's mutation makes it: the visit's source, the form's lead
 * body with the anti-bot fields and the kept promo code, and the consented policy version. The idempotency key goes
 * apart (`idempotencyKeyFor`).
 */
export function leadBodyOf<Id extends LeadType>(
  formId: Id,
  values: NativeFormValues<Id>,
  envelope: NativeFormEnvelope,
): Record<string, unknown> {
  const {
    idempotency_key: _rendered,
    consent_version,
    website,
    form_started_at,
    promo_code,
    ...source
  } = envelope;
  const guard: LeadEnvelope = {
    ...(website === undefined ? {} : { website }),
    ...(form_started_at === undefined ? {} : { form_started_at }),
    ...(promo_code === undefined ? {} : { promo_code }),
  };
  return {
    ...source,
    ...nativeLeads[formId].toBody(values, guard),
    ...(consent_version === undefined ? {} : { consent_version }),
  };
}

/** A key the shell's server filled in a page (a UUID), or any key of that alphabet and about that length. */
const renderedKeyShape = /^[A-Za-z0-9_-]{16,100}$/;

/** JSON with every object's keys in order, so the same values give the same text whatever order they came in. */
const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );

/**
 * The idempotency key a post is sent with: the key its page was served with, `:`, and a hash of the body. The same
 * fill sent twice (a double click, a reload of the answer) is one lead; the same page sent again with other values
 * (back, change, send) is another. A post without a usable key gets a random one: stored, though not deduplicated.
 */
export function idempotencyKeyFor(renderedKey: string | undefined, body: Record<string, unknown>): string {
  const fill = renderedKey && renderedKeyShape.test(renderedKey) ? renderedKey : randomUUID();
  const hash = createHash('sha256').update(stableJson(body)).digest('base64url').slice(0, 22);
  return `${fill}:${hash}`;
}
