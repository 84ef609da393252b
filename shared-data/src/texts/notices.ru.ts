import type { Notice } from '../catalog/types';

/** What a form shows after submitting: success, and failure when the error carries no message of its own. */
export interface FormNotices {
  success: Notice;
  failure: Notice;
}

const sent = 'Заявка отправлена!';
const sendFailed = 'Ошибка отправки';
const tryAgain = 'Попробуйте еще раз или свяжитесь с нами напрямую.';
const genericFailure = 'Произошла ошибка при отправке заявки. Попробуйте еще раз.';
const requiredTitle = 'Заполните все обязательные поля';

const customFailure: Notice = {
  title: 'Ошибка',
  description: 'Не удалось отправить заявку. Попробуйте еще раз.',
};

/** The forms' notices in Russian: the book's `notices`. */
export const noticeTexts = {
  /** Plan order: a missing name, e-mail or phone. */
  planOrderRequired: {
    title: requiredTitle,
    description: 'Имя, email и телефон обязательны для оформления заявки',
  },
  /** Consultation booking: a missing name, e-mail or phone. */
  consultationRequired: {
    title: requiredTitle,
    description: 'Имя, email и телефон обязательны для записи на консультацию',
  },
  planOrder: {
    success: { title: sent, description: 'Мы свяжемся с вами в ближайшее время для подтверждения заказа.' },
    failure: { title: sendFailed, description: genericFailure },
  },
  consultationDialog: {
    success: {
      title: sent,
      description: 'Мы свяжемся с вами в ближайшее время для назначения консультации.',
    },
    failure: { title: sendFailed, description: tryAgain },
  },
  consultationSection: {
    success: {
      title: sent,
      description: 'Мы свяжемся с вами в ближайшее время для уточнения деталей консультации.',
    },
    failure: { title: sendFailed, description: genericFailure },
  },
  /** The custom-tariff request and the calculator. */
  customPlan: {
    success: {
      title: sent,
      description: 'Мы свяжемся с вами в ближайшее время для обсуждения индивидуального плана.',
    },
    failure: customFailure,
  },
  digitalConstructor: {
    success: {
      title: sent,
      description: 'Наш технический специалист свяжется с вами для обсуждения проекта.',
    },
    failure: customFailure,
  },
  serviceOrder: {
    success: { title: sent, description: 'Мы свяжемся с вами в ближайшее время для обсуждения услуги.' },
    failure: { title: sendFailed, description: tryAgain },
  },
  /** What the newsletter box answers to a valid address: the subscription does not exist yet, nothing is sent. */
  newsletterUnavailable: {
    title: 'Подписка пока недоступна',
    description:
      'Мы ещё не запустили рассылку, поэтому ваш адрес никуда не отправлен и не сохранён. Следите за новыми статьями в нашем Telegram-канале.',
  },
} satisfies Record<string, Notice | FormNotices>;
