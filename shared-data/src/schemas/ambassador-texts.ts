/** Limits and messages of the ambassador forms: plain values, shown before any validation runs. */

import { fieldMessages } from './field-texts';

/** Limits of the ambassador forms and calls. */
export const ambassadorLimits = {
  nameMaxLength: 100,
  emailMaxLength: 254,
  codeLength: 8,
  /** A sign-in attempt's key, as `*-send-code` hands it out (32 random bytes, base64url). */
  attemptLength: 43,
  referralIdMaxLength: 64,
} as const;

/** The destructive notice shown when registration is submitted without a name or an e-mail. */
export const ambassadorRequiredFieldsNotice = {
  title: 'Заполните все поля',
  description: 'Имя и email обязательны для регистрации',
} as const;

export const ambassadorMessages = {
  nameRequired: 'Введите имя',
  nameTooLong: `Имя не длиннее ${ambassadorLimits.nameMaxLength} символов`,
  emailRequired: 'Введите email',
  emailInvalid: 'Введите корректный email',
  emailTooLong: `Email не длиннее ${ambassadorLimits.emailMaxLength} символов`,
  phoneInvalid: fieldMessages.phoneInvalid,
  codeRequired: 'Введите код из письма',
  codeInvalid: `Код состоит из ${ambassadorLimits.codeLength} цифр`,
  attemptMissing: 'Запросите код ещё раз: действует код из последнего письма',
  referralIdRequired: 'Не указана реферальная ссылка',
  referralIdTooLong: 'Слишком длинная реферальная ссылка',
} as const;
