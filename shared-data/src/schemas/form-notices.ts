import type { Notice } from '../catalog/types';

const sent = 'Заявка отправлена!';
const sendFailed = 'Ошибка отправки';
const tryAgain = 'Попробуйте еще раз или свяжитесь с нами напрямую.';
const genericFailure = 'Произошла ошибка при отправке заявки. Попробуйте еще раз.';
const requiredTitle = 'Заполните все обязательные поля';

/** What a form shows after submitting: success, and failure when the error carries no message of its own. */
export interface FormNotices {
  success: Notice;
  failure: Notice;
}

/** Plan order: a missing name, e-mail or phone. */
export const planOrderRequiredNotice: Notice = {
  title: requiredTitle,
  description: 'Имя, email и телефон обязательны для оформления заявки',
};

/** Consultation booking: a missing name, e-mail or phone. */
export const consultationRequiredNotice: Notice = {
  title: requiredTitle,
  description: 'Имя, email и телефон обязательны для записи на консультацию',
};

export const planOrderNotices: FormNotices = {
  success: { title: sent, description: 'Мы свяжемся с вами в ближайшее время для подтверждения заказа.' },
  failure: { title: sendFailed, description: genericFailure },
};

export const consultationDialogNotices: FormNotices = {
  success: { title: sent, description: 'Мы свяжемся с вами в ближайшее время для назначения консультации.' },
  failure: { title: sendFailed, description: tryAgain },
};

export const consultationSectionNotices: FormNotices = {
  success: {
    title: sent,
    description: 'Мы свяжемся с вами в ближайшее время для уточнения деталей консультации.',
  },
  failure: { title: sendFailed, description: genericFailure },
};

const customFailure: Notice = {
  title: 'Ошибка',
  description: 'Не удалось отправить заявку. Попробуйте еще раз.',
};

/** The custom-tariff request and the calculator. */
export const customPlanNotices: FormNotices = {
  success: {
    title: sent,
    description: 'Мы свяжемся с вами в ближайшее время для обсуждения индивидуального плана.',
  },
  failure: customFailure,
};

export const digitalConstructorNotices: FormNotices = {
  success: { title: sent, description: 'Наш технический специалист свяжется с вами для обсуждения проекта.' },
  failure: customFailure,
};

export const serviceOrderNotices: FormNotices = {
  success: { title: sent, description: 'Мы свяжемся с вами в ближайшее время для обсуждения услуги.' },
  failure: { title: sendFailed, description: tryAgain },
};

/** What the newsletter box answers to a valid address: the subscription does not exist yet, nothing is sent. */
export const newsletterUnavailableNotice: Notice = {
  title: 'Подписка пока недоступна',
  description:
    'Мы ещё не запустили рассылку, поэтому ваш адрес никуда не отправлен и не сохранён. Следите за новыми статьями в нашем Telegram-канале.',
};
