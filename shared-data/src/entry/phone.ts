/**
 * shared-data/phone: one rule for phone numbers on both sides (libphonenumber-js, Uzbekistan by default): what a
 * person may type, how it is stored (E.164), shown and dialled. Loaded with the form schemas, not with a page.
 */

export * from '../format/phone';
