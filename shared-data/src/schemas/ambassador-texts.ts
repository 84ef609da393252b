/**
 * Limits and messages of the ambassador forms: plain values, shown before any validation runs. The messages in each
 * language are shared-data's book (`sharedDataTexts`, its `ambassador`); these are the Russian ones as they were
 * first exported, for the code that reads them without a language.
 */

import { ambassadorTexts, fieldTexts } from '../texts/forms.ru';

export { ambassadorLimits } from './form-limits';

/** The destructive notice shown when registration is submitted without a name or an e-mail. */
export const ambassadorRequiredFieldsNotice = ambassadorTexts.requiredFields;

export const ambassadorMessages = {
  nameRequired: ambassadorTexts.nameRequired,
  nameTooLong: ambassadorTexts.nameTooLong,
  emailRequired: ambassadorTexts.emailRequired,
  emailInvalid: ambassadorTexts.emailInvalid,
  emailTooLong: ambassadorTexts.emailTooLong,
  phoneInvalid: fieldTexts.phoneInvalid,
  codeRequired: ambassadorTexts.codeRequired,
  codeInvalid: ambassadorTexts.codeInvalid,
  attemptMissing: ambassadorTexts.attemptMissing,
  referralIdRequired: ambassadorTexts.referralIdRequired,
  referralIdTooLong: ambassadorTexts.referralIdTooLong,
} as const;
