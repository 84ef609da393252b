/** Limits, messages and the phone spelling of the ambassador forms: plain values, shown before any validation runs. */

/** Limits of the ambassador forms and calls. */
export const ambassadorLimits = {
  nameMaxLength: 100,
  emailMaxLength: 254,
  codeLength: 6,
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
  phoneInvalid: 'Введите номер в формате +998 90 123 45 67',
  codeRequired: 'Введите код из письма',
  codeInvalid: `Код состоит из ${ambassadorLimits.codeLength} цифр`,
  referralIdRequired: 'Не указана реферальная ссылка',
  referralIdTooLong: 'Слишком длинная реферальная ссылка',
} as const;

/** Separators an Uzbek number may be typed with. */
export const phoneSeparators = /[\s\-()]/g;

/** An Uzbek number without separators, its four groups captured. */
export const uzbekPhone = /^\+?998(\d{2})(\d{3})(\d{2})(\d{2})$/;

/** `+998 90 123 45 67` for any accepted spelling of an Uzbek number; anything else unchanged. */
export function normalizeUzbekPhone(value: string): string {
  const match = uzbekPhone.exec(value.replace(phoneSeparators, ''));
  return match ? `+998 ${match.slice(1).join(' ')}` : value;
}
