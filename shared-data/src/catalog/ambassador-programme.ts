import { referralTerms } from 'shared-data/site';
import type { Claim } from './claims';

/** The benefits card beside the ambassador registration form. */
export const ambassadorBenefits: readonly Claim[] = [
  {
    id: 'commission',
    value: `${referralTerms.commissionPercent}%`,
    label: `${referralTerms.commissionPercent}% комиссии`,
    description: 'С каждой оплаты клиента, который пришёл по вашему промокоду или ссылке.',
    icon: 'trending-up',
  },
  {
    id: 'promo-code',
    value: 'Промокод',
    label: 'Персональный промокод и реферальная ссылка',
    description: `Ваши клиенты получают скидку ${referralTerms.buyerDiscountPercent}% на все тарифы.`,
    icon: 'gift',
  },
  {
    id: 'statistics',
    value: 'Статистика',
    label: 'Подробная статистика',
    description: 'Сколько клиентов вы привели и сколько заработали — в личном кабинете.',
    icon: 'bar-chart-3',
  },
];

/** Texts of the ambassador page: the introduction, the registration promise and the dashboard's fixed figures. */
export const ambassadorProgrammeTexts = {
  eyebrow: 'Партнёрская программа',
  title: 'Станьте амбассадором',
  lead: `Рекомендуйте нас знакомым предпринимателям и получайте ${referralTerms.commissionPercent}% комиссии с каждой оплаты по вашему промокоду.`,
  registrationTime: 'Регистрация занимает 30 секунд',
  dashboardStatus: 'Активен',
  referralsHint: 'привлечено клиентов',
} as const;

/** Texts of the referral landing. */
export const referralLandingTexts = {
  /** Who the offer is from when the link names no known ambassador. */
  genericAmbassador: 'нашего амбассадора',
  /** `from` is the ambassador's first name in the genitive ("Лолы") or the generic words. */
  title: (from: string) => `Специальное предложение от ${from}`,
  /** What a shared link's preview says (page description, Open Graph). */
  shareDescription: (from: string) =>
    `Скидка ${referralTerms.buyerDiscountPercent}% от ${from} на все тарифы агентства по промокоду амбассадора.`,
  /** What a shared link's preview picture says; `name` is the ambassador's first name ("Лола"). */
  previewPicture: (name: string) => `${name} дарит вам скидку ${referralTerms.buyerDiscountPercent}%`,
  lead: `Вас пригласил наш амбассадор: по его промокоду вы получаете скидку ${referralTerms.buyerDiscountPercent}% на любой тариф нашего агентства.`,
  badge: `СКИДКА ${referralTerms.buyerDiscountPercent}% на все тарифы`,
  whyTitle: 'Почему выбирают нас',
  /** The way to the tariffs: with the code in the address when the landing has one. */
  choosePlanWithCode: 'Выбрать тариф со скидкой',
  choosePlan: 'Выбрать тариф',
  /** A link whose ambassador is not found and which carries no code: no code is offered, the way to one is told. */
  unknownLead: `Мы не нашли амбассадора по этой ссылке. Скидка ${referralTerms.buyerDiscountPercent}% действует по промокоду амбассадора: спросите его у того, кто прислал вам ссылку, и введите при заказе тарифа.`,
  unknownCodeTitle: 'Промокод — у вашего амбассадора',
  unknownCodeHint: 'Введите его в форме заказа: форма проверит код и сразу покажет цену со скидкой.',
} as const;

/** Toasts of the ambassador registration (spec, section 8). */
export const ambassadorRegistrationNotices = {
  success: {
    title: 'Поздравляем!',
    description: 'Вы успешно стали амбассадором! Ваш промокод и реферальная ссылка готовы.',
  },
  failure: { title: 'Ошибка регистрации', description: 'Произошла ошибка при регистрации' },
} as const;

/**
 * What a new ambassador reads after a registration posted without the page's code: their promo code and link, and
 * where the cabinet is (it opens below once the page's code runs; without script, or on another device, by a code).
 */
export const ambassadorWelcomeNotice = (promoCode: string, link: string) => ({
  title: ambassadorRegistrationNotices.success.title,
  description: `Вы стали амбассадором. Ваш промокод: ${promoCode}. Ваша реферальная ссылка: ${link}. Кабинет со статистикой — на этой странице; если он не открылся или вы на другом устройстве, войдите по коду, который придёт на ваш email.`,
});
