import { ambassadorLimits, fieldLimits, phonePlaceholder, promoCodeLimits } from '../schemas/form-limits';

/** A free text over its limit, with the field's name: how the Russian sentences below are written. */
const textTooLong = (label: string) => `${label} не длиннее ${fieldLimits.text} символов`;

/** The form fields' messages in Russian: the book's `fields`. */
export const fieldTexts = {
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
  /** A free text over `fieldLimits.text`, one whole sentence per field (each language names the field its way). */
  textTooLong: {
    comments: textTooLong('Комментарий'),
    message: textTooLong('Сообщение'),
    personalInfo: textTooLong('Информация о вас'),
    projectDescription: textTooLong('Описание проекта'),
  },
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
};

/**
 * The Russian field messages in their first shape (`shared-data/fields`' `fieldMessages`): the same texts, a long
 * text's message made from the field's name.
 */
export const fieldMessages = { ...fieldTexts, textTooLong } as const;

/** Messages of a lead as a whole, in Russian: the book's `lead`. */
export const leadTexts = {
  invalid: 'Проверьте правильность заполнения полей',
  bodyNotObject: 'Ожидается объект с полями формы',
  typeUnknown: 'Неизвестный тип заявки',
  idempotencyKeyInvalid: 'Некорректный ключ повторной отправки',
  honeypotTooLong: 'Слишком длинное значение',
};

/** Messages of `check-promo-code`'s code, in Russian: the book's `promoCode`. */
export const promoCodeTexts = {
  required: 'Введите промокод',
  tooLong: `Промокод не длиннее ${promoCodeLimits.maxLength} символов`,
};

/** The ambassador forms' messages in Russian (their phone's is the fields' `phoneInvalid`): the book's `ambassador`. */
export const ambassadorTexts = {
  /** The destructive notice shown when registration is submitted without a name or an e-mail. */
  requiredFields: { title: 'Заполните все поля', description: 'Имя и email обязательны для регистрации' },
  nameRequired: 'Введите имя',
  nameTooLong: `Имя не длиннее ${ambassadorLimits.nameMaxLength} символов`,
  emailRequired: 'Введите email',
  emailInvalid: 'Введите корректный email',
  emailTooLong: `Email не длиннее ${ambassadorLimits.emailMaxLength} символов`,
  codeRequired: 'Введите код из письма',
  codeInvalid: `Код состоит из ${ambassadorLimits.codeLength} цифр`,
  attemptMissing: 'Запросите код ещё раз: действует код из последнего письма',
  referralIdRequired: 'Не указана реферальная ссылка',
  referralIdTooLong: 'Слишком длинная реферальная ссылка',
};
