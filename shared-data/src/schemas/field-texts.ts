/** Limits and messages of the form fields: plain values, shown before any validation runs. */

export const promoCodeLimits = { maxLength: 40 } as const;

/** Maximum lengths of the form fields, in characters. */
export const fieldLimits = {
  name: 100,
  email: 254,
  phone: 32,
  company: 150,
  companyActivity: 200,
  text: 2000,
  promoCode: promoCodeLimits.maxLength,
  service: 150,
  idempotencyKey: 100,
  honeypot: 500,
  /** How far ahead a consultation can be booked. */
  consultationDaysAhead: 365,
} as const;

/** Placeholder of every phone input. */
export const phonePlaceholder = '+998 90 123 45 67';

/** Messages of the form fields. */
export const fieldMessages = {
  wrongType: 'Неверный формат значения',
  nameRequired: 'Введите имя',
  nameTooLong: `Имя не длиннее ${fieldLimits.name} символов`,
  emailRequired: 'Введите email',
  emailInvalid: 'Введите корректный email',
  emailTooLong: `Email не длиннее ${fieldLimits.email} символов`,
  phoneRequired: 'Введите телефон',
  phoneInvalid: `Проверьте номер телефона, например: ${phonePlaceholder}`,
  phoneTooLong: `Телефон не длиннее ${fieldLimits.phone} символов`,
  companyTooLong: `Название компании не длиннее ${fieldLimits.company} символов`,
  companyActivityRequired: 'Укажите сферу деятельности',
  companyActivityTooLong: `Сфера деятельности не длиннее ${fieldLimits.companyActivity} символов`,
  promoCodeTooLong: `Промокод не длиннее ${fieldLimits.promoCode} символов`,
  textTooLong: (label: string) => `${label} не длиннее ${fieldLimits.text} символов`,
  optionInvalid: 'Выберите вариант из списка',
  meetingFormatRequired: 'Выберите формат встречи',
  planRequired: 'Выберите тариф',
  planUnknown: 'Выберите тариф из списка',
  serviceRequired: 'Выберите услугу',
  serviceUnknown: 'Выберите услугу из списка',
  servicesUnknown: 'Выберите услуги из списка',
  selectionEmpty: 'Выберите хотя бы одну услугу',
  dateInvalid: 'Некорректная дата консультации',
  datePast: 'Дата консультации не может быть в прошлом',
  dateTooFar: `Выберите дату в пределах ${fieldLimits.consultationDaysAhead} дней`,
} as const;

/** What the schemas read from yup's `context`: the current moment, for the date checks. */
export interface SchemaContext {
  now?: Date | number;
}
