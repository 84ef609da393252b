import { parseIsoDate, tashkentDay } from 'shared-data/catalog';
import {
  boundsMessage,
  checkBounds,
  type Selection,
  SelectionError,
  selectionErrorMessage,
  selectionTotal,
} from 'shared-data/configurators';
import { fieldLimits, type SchemaContext } from 'shared-data/fields';
import { parsePhone } from 'shared-data/phone';
import { array, mixed, number, string } from 'yup';
import type { PriceBounds, PricedFacts } from '../catalog/types';
import type { SharedDataTexts } from '../texts/book';

/** The plain field texts the builders below use, for the schema modules beside them. */
export { fieldLimits, type SchemaContext };

/**
 * The texts a schema is written with: shared-data's book in one language. Every builder below takes them, so one
 * rule gives its messages in the language of the page (or of the lead, on the server).
 */
export type SchemaTexts = SharedDataTexts;

/** The field messages of `texts`. */
type Fields = SchemaTexts['fields'];

const trimmed = (value: unknown) => {
  if (value === null) {
    return undefined;
  }
  return typeof value === 'string' ? value.trim() : value;
};

/** A string that is trimmed; `null` counts as missing, and objects or arrays fail with `wrongType`. */
export const text = (fields: Fields) => string().typeError(fields.wrongType).transform(trimmed);

/** An optional string up to `max` characters; missing gives `''`. */
const optionalText = (fields: Fields, max: number, tooLong: string) =>
  text(fields).max(max, tooLong).default('');

/**
 * A free-text field up to 2000 characters, with the message of `field` (comments, message, what the visitor says of
 * themselves, the project's description).
 */
export const freeText = (fields: Fields, field: keyof Fields['textTooLong']) =>
  optionalText(fields, fieldLimits.text, fields.textTooLong[field]);

const nameField = (fields: Fields) =>
  text(fields).required(fields.nameRequired).max(fieldLimits.name, fields.nameTooLong);

export const emailField = (fields: Fields) =>
  text(fields)
    .required(fields.emailRequired)
    .max(fieldLimits.email, fields.emailTooLong)
    .email(fields.emailInvalid);

/** A stored number: E.164 (`+998901234567`) for a possible number, anything else unchanged for the test to refuse. */
const storedPhone = (value: unknown) => (typeof value === 'string' ? (parsePhone(value) ?? value) : value);

/**
 * A required phone number as people type it (Uzbek by default, see `parsePhone`); it comes out in E.164,
 * `+998901234567`.
 */
const phoneField = (fields: Fields) =>
  text(fields)
    .required(fields.phoneRequired)
    .max(fieldLimits.phone, fields.phoneTooLong)
    .transform(storedPhone)
    .test('phone', fields.phoneInvalid, (value) => !value || parsePhone(value) !== null);

const companyField = (fields: Fields) => optionalText(fields, fieldLimits.company, fields.companyTooLong);

/** A lead form's contacts, the same in every form: name, e-mail and phone, all required. */
export const contactFields = (fields: Fields) => ({
  name: nameField(fields),
  email: emailField(fields),
  phone: phoneField(fields),
});

/** The contacts and the optional company. */
export const companyContactFields = (fields: Fields) => ({
  ...contactFields(fields),
  company: companyField(fields),
});

export const companyActivityField = (fields: Fields) =>
  optionalText(fields, fieldLimits.companyActivity, fields.companyActivityTooLong);

export const requiredCompanyActivityField = (fields: Fields) =>
  text(fields)
    .required(fields.companyActivityRequired)
    .max(fieldLimits.companyActivity, fields.companyActivityTooLong);

export const promoCodeField = (fields: Fields) =>
  optionalText(fields, fieldLimits.promoCode, fields.promoCodeTooLong);

/** An optional choice among `values`; `''` means none. */
export const optionField = <V extends string>(fields: Fields, values: readonly V[]) =>
  text(fields)
    .oneOf(['' as const, ...values], fields.optionInvalid)
    .default('');

/** A string where `''` counts as missing, so that `required` speaks before `oneOf`. */
export const requiredChoice = (fields: Fields, required: string) =>
  text(fields)
    .transform((value: unknown) => (value === '' ? undefined : value))
    .required(required);

/** A required choice among `values`. */
export const requiredOptionField = <V extends string>(
  fields: Fields,
  values: readonly V[],
  required: string,
) => requiredChoice(fields, required).oneOf([...values], fields.optionInvalid);

/** Several choices among `values`, duplicates dropped; missing gives `[]`. */
export const optionListField = <V extends string>(fields: Fields, values: readonly V[]) =>
  array(
    text(fields)
      .required(fields.servicesUnknown)
      .oneOf([...values], fields.servicesUnknown),
  )
    .typeError(fields.wrongType)
    .transform((value: unknown) =>
      value === null ? undefined : Array.isArray(value) ? [...new Set(value)] : value,
    )
    .max(values.length, fields.servicesUnknown)
    .default([]);

const nowOf = (context: SchemaContext | undefined) => new Date(context?.now ?? Date.now());
const dayMs = 24 * 60 * 60 * 1000;

/**
 * An optional consultation date: `yyyy-MM-dd` or an ISO date-time with an offset, `''` for none.
 * It may not fall on a day before today nor more than a year ahead (Tashkent calendar); the current moment
 * comes from `context.now` or the clock.
 */
export const consultationDateField = (fields: Fields) =>
  text(fields)
    .default('')
    .test('iso-date', fields.dateInvalid, (value) => !value || parseIsoDate(value) !== null)
    .test('not-past', fields.datePast, (value, ctx) => {
      const date = value ? parseIsoDate(value) : null;
      return !date || tashkentDay(date) >= tashkentDay(nowOf(ctx.options.context));
    })
    .test('not-too-far', fields.dateTooFar, (value, ctx) => {
      const date = value ? parseIsoDate(value) : null;
      const latest = nowOf(ctx.options.context).getTime() + fieldLimits.consultationDaysAhead * dayMs;
      return !date || tashkentDay(date) <= tashkentDay(latest);
    });

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A selection (item id → quantity) of `items`: known ids only, whole quantities from 1, at least one item, and a
 * total within `bounds` (else "Сумма должна быть от … до … сум"), in the language of `texts`.
 */
export const selectionField = (texts: SchemaTexts, items: readonly PricedFacts[], bounds: PriceBounds) =>
  mixed<Selection>((value): value is Selection => isPlainObject(value))
    .typeError(texts.selection.notAnObject)
    .transform((value: unknown) => (value === null ? undefined : value))
    .default(() => ({}))
    .test('selection', (value, ctx) => {
      let total: number;
      try {
        total = selectionTotal(value, items).total;
      } catch (error) {
        if (error instanceof SelectionError) {
          return ctx.createError({ message: selectionErrorMessage(error, texts.selection) });
        }
        throw error;
      }
      const status = checkBounds(total, bounds);
      if (status === 'empty') {
        return ctx.createError({ message: texts.fields.selectionEmpty });
      }
      return status === 'ok' || ctx.createError({ message: boundsMessage(bounds, texts.bounds) });
    });

/** A whole number of milliseconds since the epoch, optional. */
export const epochMillisField = (fields: Fields) =>
  number()
    .typeError(fields.wrongType)
    .transform((value: unknown) => (value === null ? undefined : value))
    .integer(fields.wrongType)
    .min(0, fields.wrongType)
    .optional();
