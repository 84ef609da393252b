/**
 * shared-data/fields: what every form field knows without its form — its limits, its messages, the phone's
 * placeholder and its name on the wire. Both the forms (`shared-data/forms`, before any validation) and the schemas
 * (`shared-data/schemas`, when a form validates) take them from here, so neither entry needs the other's code. The
 * messages in each language are shared-data's book, `sharedDataTexts` (read with `useTexts`); the code that uses them
 * brings the book, so a page loads it in its language with that code.
 */

export { selectionLimits } from '../pricing/selection-limits';
export * from '../schemas/ambassador-texts';
export * from '../schemas/field-texts';
export * from '../schemas/wire-name';
export { type SharedDataTexts, sharedDataTexts } from '../texts/book';
export { connectionFallback } from '../texts/connection-fallback';
