/**
 * What the forms show after submitting: a form's notices, which shared-data's book (`sharedDataTexts`, its `notices`)
 * has in each language.
 */

export type { FormNotices } from '../texts/notices.ru';
