import { createHash, randomUUID } from 'node:crypto';
import {
  ambassadorRegistrationForm,
  type Language,
  type LanguageSchemas,
  type LeadBody,
  type LeadEnvelope,
  type LeadFormValues,
  type LeadType,
  leadBody,
  type NativeFormEnvelope,
  type NativeFormId,
  type NativeFormValues,
  schemasFor,
} from 'shared-data/core';

/** The schema Formik validates each form with: a posted value outside a choice's options is refused by it. */
const nativeFormSchema = (schemas: LanguageSchemas, formId: NativeFormId) =>
  ({
    plan_order: schemas.planOrderSchema,
    consultation: schemas.consultationSectionSchema,
    custom_plan: schemas.customPlanSchema,
    calculator: schemas.calculatorSchema,
    digital_constructor: schemas.digitalConstructorSchema,
    service_order: schemas.serviceOrderSchema,
    landing_consultation: schemas.consultationDialogSchema,
    [ambassadorRegistrationForm]: schemas.ambassadorRegistrationSchema,
  })[formId] as { validate: (values: unknown, options: object) => Promise<unknown> };

/** The lead body the browser sends for a form's values, made by the same function, once the schema took them. */
const nativeLeadBody = <Id extends LeadType>(
  formId: Id,
  values: NativeFormValues<Id>,
  envelope: LeadEnvelope,
): LeadBody<Id> => leadBody(formId, values as unknown as LeadFormValues[Id], envelope);

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
 * What the form's schema says of its values, as Formik would show it on the page of `language`: one message per field
 * name, `{}` when they are valid. The consultation date is judged against `now`.
 */
export async function formErrors<Id extends NativeFormId>(
  formId: Id,
  values: NativeFormValues<Id>,
  now: number,
  language: Language,
): Promise<Record<string, string>> {
  const schema = nativeFormSchema(await schemasFor(language), formId);
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
 * body with the anti-bot fields and the kept promo code, the consented policy version and the language of the page
 * it was posted on. The idempotency key goes apart (`idempotencyKeyFor`).
 */
export function leadBodyOf<Id extends LeadType>(
  formId: Id,
  values: NativeFormValues<Id>,
  envelope: NativeFormEnvelope,
  language: Language,
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
    ...nativeLeadBody(formId, values, guard),
    ...(consent_version === undefined ? {} : { consent_version }),
    language,
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
