import { russianPlural } from './russian-plural';

/** The offer's and the answer promises' texts in Russian (promo.ts keeps the figures). */
export default {
  /** The limited-time banner. */
  banner: (percent: number) => `Скидка ${percent}% на все тарифы`,
  /** How fast the agency answers the consultation form. */
  consultationForm: (minutes: number) =>
    `Свяжемся с вами в течение ${minutes} ${russianPlural(minutes, ['минуты', 'минут', 'минут'])}`,
  /** How fast the agency answers a constructor's request. */
  constructorRequest: (hours: number) =>
    `Свяжемся с вами в течение ${hours} ${russianPlural(hours, ['часа', 'часов', 'часов'])}`,
};
