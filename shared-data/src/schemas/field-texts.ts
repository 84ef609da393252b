/**
 * Limits of the form fields: plain values, shown before any validation runs. Their messages in each language are
 * shared-data's book (`sharedDataTexts`, its `fields`).
 */

export { fieldLimits, phonePlaceholder, promoCodeLimits } from './form-limits';

/** What the schemas read from yup's `context`: the current moment, for the date checks. */
export interface SchemaContext {
  now?: Date | number;
}
