import { leadTypeShortLabels } from 'shared-data/core';

/**
 * What the functions answer a visitor or an ambassador, in Russian; the Uzbek texts (`uz.ts`) give every one of them.
 * The team's texts (mails and chat alerts to the team, the inbox's answers) are not here: they stay Russian.
 */
export default {
  /** Refusals of a request before any function reads it. */
  request: {
    payloadTooLarge: (kilobytes: number) => `Слишком большой запрос: не больше ${kilobytes} КБ`,
    unsupportedMediaType: 'Тело запроса должно быть JSON (Content-Type: application/json)',
    notFound: 'Такого адреса нет',
    functionNotFound: (name: string) => `Функция «${name}» не найдена`,
    internalError: 'Внутренняя ошибка сервера. Попробуйте ещё раз позже.',
    rateLimited: 'Слишком много запросов. Подождите немного и попробуйте ещё раз.',
  },
  /** A body that cannot be read or taken. */
  body: {
    invalidJson: 'Не удалось прочитать запрос: тело должно быть корректным JSON',
    refused: 'Проверьте правильность заполнения полей',
    tooDeep: (depth: number) => `Слишком глубокая вложенность: не больше ${depth} уровней`,
    builtInKey: 'Недопустимое имя поля',
    unstorableText: 'Текст содержит недопустимые символы',
    wrongType: 'Неверный формат значения',
    notAnObject: 'Тело запроса должно быть JSON-объектом',
    expectedObject: 'Ожидается объект с полями формы',
    idempotencyKey: (maxLength: number) =>
      `Ключ повтора: до ${maxLength} латинских букв, цифр и знаков без пробелов`,
  },
  /** The ambassador functions' own answers. */
  ambassador: {
    alreadyRegistered:
      'Этот email уже участвует в программе. Чтобы открыть кабинет, войдите по коду, который придёт на этот email.',
    unauthorized: 'Войдите в кабинет амбассадора: запросите код на свой email.',
    referralNotFound: 'Реферальная ссылка не найдена',
    /** What an ambassador is shown instead of a client whose data was erased on their request. */
    erasedClient: 'Клиент удалил свои данные',
    /** The kind of a referred order, before its plan, pack or service («Тариф: BUSINESS»): the inbox's short labels. */
    orderKinds: { ...leadTypeShortLabels },
    promoRateLimited: (minutes: number) =>
      `Слишком много неверных промокодов. Попробуйте ещё раз через ${minutes} мин.`,
  },
  /** A sign-in code that fails, the same for ambassadors and managers. */
  signIn: {
    wrong: 'Неверный или устаревший код. Запросите новый код и попробуйте ещё раз.',
    tooManyTries:
      'Слишком много неверных кодов с этого подключения. Попробуйте завтра или войдите через другую сеть, например мобильный интернет.',
  },
};
