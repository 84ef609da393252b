/**
 * Limits and messages of the form fields: plain values, shown before any validation runs. The messages in each
 * language are shared-data's book (`sharedDataTexts`, its `fields`); `fieldMessages` gives the Russian ones as they
 * were first exported, for the code that reads them without a language.
 */

export { fieldMessages } from '../texts/forms.ru';
export { fieldLimits, phonePlaceholder, promoCodeLimits } from './form-limits';

/** What the schemas read from yup's `context`: the current moment, for the date checks. */
export interface SchemaContext {
  now?: Date | number;
}
