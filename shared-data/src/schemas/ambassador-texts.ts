/**
 * Limits of the ambassador forms: plain values, shown before any validation runs. Their messages in each language are
 * shared-data's book (`sharedDataTexts`, its `ambassador`).
 */

export { ambassadorLimits } from './form-limits';
