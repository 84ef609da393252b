import { parseIsoDate, tashkentDay } from 'shared-data/catalog';
import {
  boundsMessage,
  checkBounds,
  type Selection,
  SelectionError,
  selectionMessages,
  selectionTotal,
} from 'shared-data/configurators';
import { fieldLimits, fieldMessages, type SchemaContext } from 'shared-data/fields';
import { parsePhone } from 'shared-data/phone';
import { array, mixed, number, string } from 'yup';
import type { Option, PriceBounds, PricedItem } from '../catalog/types';

/** The plain field texts the builders below use, for the schema modules beside them. */
export { fieldLimits, fieldMessages, type SchemaContext };

const trimmed = (value: unknown) => {
  if (value === null) {
    return undefined;
  }
  return typeof value === 'string' ? value.trim() : value;
};

/** A string that is trimmed; `null` counts as missing, and objects or arrays fail with `wrongType`. */
export const text = () => string().typeError(fieldMessages.wrongType).transform(trimmed);

/** An optional string up to `max` characters; missing gives `''`. */
const optionalText = (max: number, tooLong: string) => text().max(max, tooLong).default('');

/** A free-text field (comments, message, project description) up to 2000 characters. */
export const freeText = (label: string) => optionalText(fieldLimits.text, fieldMessages.textTooLong(label));

const nameField = () =>
  text().required(fieldMessages.nameRequired).max(fieldLimits.name, fieldMessages.nameTooLong);

export const emailField = () =>
  text()
    .required(fieldMessages.emailRequired)
    .max(fieldLimits.email, fieldMessages.emailTooLong)
    .email(fieldMessages.emailInvalid);

/** A stored number: E.164 (`+998901234567`) for a possible number, anything else unchanged for the test to refuse. */
const storedPhone = (value: unknown) => (typeof value === 'string' ? (parsePhone(value) ?? value) : value);

/**
 * A required phone number as people type it (Uzbek by default, see `parsePhone`); it comes out in E.164,
 * `+998901234567`.
 */
const phoneField = () =>
  text()
    .required(fieldMessages.phoneRequired)
    .max(fieldLimits.phone, fieldMessages.phoneTooLong)
    .transform(storedPhone)
    .test('phone', fieldMessages.phoneInvalid, (value) => !value || parsePhone(value) !== null);

const companyField = () => optionalText(fieldLimits.company, fieldMessages.companyTooLong);

/** A lead form's contacts, the same in every form: name, e-mail and phone, all required. */
export const contactFields = () => ({ name: nameField(), email: emailField(), phone: phoneField() });

/** The contacts and the optional company. */
export const companyContactFields = () => ({ ...contactFields(), company: companyField() });

export const companyActivityField = () =>
  optionalText(fieldLimits.companyActivity, fieldMessages.companyActivityTooLong);

export const requiredCompanyActivityField = () =>
  text()
    .required(fieldMessages.companyActivityRequired)
    .max(fieldLimits.companyActivity, fieldMessages.companyActivityTooLong);

export const promoCodeField = () => optionalText(fieldLimits.promoCode, fieldMessages.promoCodeTooLong);

/** An optional choice among `options`; `''` means none. */
export const optionField = <V extends string>(options: readonly Option<V>[]) =>
  text()
    .oneOf(['' as const, ...options.map((option) => option.value)], fieldMessages.optionInvalid)
    .default('');

/** A string where `''` counts as missing, so that `required` speaks before `oneOf`. */
export const requiredChoice = (required: string) =>
  text()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .required(required);

/** A required choice among `options`. */
export const requiredOptionField = <V extends string>(options: readonly Option<V>[], required: string) =>
  requiredChoice(required).oneOf(
    options.map((option) => option.value),
    fieldMessages.optionInvalid,
  );

/** Several choices among `options`, duplicates dropped; missing gives `[]`. */
export const optionListField = <V extends string>(options: readonly Option<V>[]) =>
  array(
    text()
      .required(fieldMessages.servicesUnknown)
      .oneOf(
        options.map((option) => option.value),
        fieldMessages.servicesUnknown,
      ),
  )
    .typeError(fieldMessages.wrongType)
    .transform((value: unknown) =>
      value === null ? undefined : Array.isArray(value) ? [...new Set(value)] : value,
    )
    .max(options.length, fieldMessages.servicesUnknown)
    .default([]);

const nowOf = (context: SchemaContext | undefined) => new Date(context?.now ?? Date.now());
const dayMs = 24 * 60 * 60 * 1000;

/**
 * An optional consultation date: `yyyy-MM-dd` or an ISO date-time with an offset, `''` for none.
 * It may not fall on a day before today nor more than a year ahead (Tashkent calendar); the current moment
 * comes from `context.now` or the clock.
 */
export const consultationDateField = () =>
  text()
    .default('')
    .test('iso-date', fieldMessages.dateInvalid, (value) => !value || parseIsoDate(value) !== null)
    .test('not-past', fieldMessages.datePast, (value, ctx) => {
      const date = value ? parseIsoDate(value) : null;
      return !date || tashkentDay(date) >= tashkentDay(nowOf(ctx.options.context));
    })
    .test('not-too-far', fieldMessages.dateTooFar, (value, ctx) => {
      const date = value ? parseIsoDate(value) : null;
      const latest = nowOf(ctx.options.context).getTime() + fieldLimits.consultationDaysAhead * dayMs;
      return !date || tashkentDay(date) <= tashkentDay(latest);
    });

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A selection (item id → quantity) of `items`: known ids only, whole quantities from 1, at least one item, and a
 * total within `bounds` (else "Сумма должна быть от … до … сум").
 */
export const selectionField = (items: readonly PricedItem[], bounds: PriceBounds) =>
  mixed<Selection>((value): value is Selection => isPlainObject(value))
    .typeError(selectionMessages.notAnObject)
    .transform((value: unknown) => (value === null ? undefined : value))
    .default(() => ({}))
    .test('selection', (value, ctx) => {
      let total: number;
      try {
        total = selectionTotal(value, items).total;
      } catch (error) {
        if (error instanceof SelectionError) {
          return ctx.createError({ message: error.message });
        }
        throw error;
      }
      const status = checkBounds(total, bounds);
      if (status === 'empty') {
        return ctx.createError({ message: fieldMessages.selectionEmpty });
      }
      return status === 'ok' || ctx.createError({ message: boundsMessage(bounds) });
    });

/** A whole number of milliseconds since the epoch, optional. */
export const epochMillisField = () =>
  number()
    .typeError(fieldMessages.wrongType)
    .transform((value: unknown) => (value === null ? undefined : value))
    .integer(fieldMessages.wrongType)
    .min(0, fieldMessages.wrongType)
    .optional();
