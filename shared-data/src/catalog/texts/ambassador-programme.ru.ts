import type { ReferralAmbassador } from '../referral';

/**
 * How the Russian sentences name the ambassador after «от»: the first name in the genitive ("Лолы"), the first name
 * when the genitive is unknown, or the generic words when the link names no known ambassador.
 */
export const ambassadorAfterFrom = (ambassador?: ReferralAmbassador) =>
  ambassador ? ambassador.name_genitive || ambassador.name : 'нашего амбассадора';

/**
 * The ambassador programme's texts in Russian: the registration page, the cabinet, the referral landing and the
 * registration's notices. A text with the discount or the commission is a function of the percent.
 */
export default {
  /** The benefits card beside the registration form, by benefit id. */
  benefits: {
    commission: {
      label: (percent: number) => `${percent}% комиссии`,
      description: 'С каждой оплаты клиента, который пришёл по вашему промокоду или ссылке.',
    },
    'promo-code': {
      value: 'Промокод',
      label: 'Персональный промокод и реферальная ссылка',
      description: (percent: number) => `Ваши клиенты получают скидку ${percent}% на все тарифы.`,
    },
    statistics: {
      value: 'Статистика',
      label: 'Подробная статистика',
      description: 'Сколько клиентов вы привели и сколько заработали — в личном кабинете.',
    },
  },
  /** The ambassador page: the introduction, the registration promise and the dashboard's fixed figures. */
  programme: {
    eyebrow: 'Партнёрская программа',
    title: 'Станьте амбассадором',
    lead: (percent: number) =>
      `Рекомендуйте нас знакомым предпринимателям и получайте ${percent}% комиссии с каждой оплаты по вашему промокоду.`,
    registrationTime: 'Регистрация занимает 30 секунд',
    dashboardStatus: 'Активен',
    referralsHint: 'привлечено клиентов',
  },
  /** The referral landing; `ambassador` is who the link names, none when it names no known ambassador. */
  referralLanding: {
    title: (ambassador?: ReferralAmbassador) =>
      `Специальное предложение от ${ambassadorAfterFrom(ambassador)}`,
    /** What a shared link's preview says (page description, Open Graph). */
    shareDescription: (discountPercent: number, ambassador?: ReferralAmbassador) =>
      `Скидка ${discountPercent}% от ${ambassadorAfterFrom(ambassador)} на все тарифы агентства по промокоду амбассадора.`,
    /** What a shared link's preview picture says; `name` is the ambassador's first name ("Лола"). */
    previewPicture: (name: string, discountPercent: number) => `${name} дарит вам скидку ${discountPercent}%`,
    lead: (discountPercent: number) =>
      `Вас пригласил наш амбассадор: по его промокоду вы получаете скидку ${discountPercent}% на любой тариф нашего агентства.`,
    badge: (discountPercent: number) => `СКИДКА ${discountPercent}% на все тарифы`,
    whyTitle: 'Почему выбирают нас',
    /** The way to the tariffs: with the code in the address when the landing has one. */
    choosePlanWithCode: 'Выбрать тариф со скидкой',
    choosePlan: 'Выбрать тариф',
    /** A link whose ambassador is not found and which carries no code: no code is offered, the way to one is told. */
    unknownLead: (discountPercent: number) =>
      `Мы не нашли амбассадора по этой ссылке. Скидка ${discountPercent}% действует по промокоду амбассадора: спросите его у того, кто прислал вам ссылку, и введите при заказе тарифа.`,
    unknownCodeTitle: 'Промокод — у вашего амбассадора',
    unknownCodeHint: 'Введите его в форме заказа: форма проверит код и сразу покажет цену со скидкой.',
  },
  /** Toasts of the ambassador registration (spec, section 8). */
  registrationNotices: {
    success: {
      title: 'Поздравляем!',
      description: 'Вы успешно стали амбассадором! Ваш промокод и реферальная ссылка готовы.',
    },
    failure: { title: 'Ошибка регистрации', description: 'Произошла ошибка при регистрации' },
  },
  /** What a new ambassador reads after a registration posted without the page's code, under the success title. */
  welcomeNotice: (promoCode: string, link: string) =>
    `Вы стали амбассадором. Ваш промокод: ${promoCode}. Ваша реферальная ссылка: ${link}. Кабинет со статистикой — на этой странице; если он не открылся или вы на другом устройстве, войдите по коду, который придёт на ваш email.`,
};
