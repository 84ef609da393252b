import { type InferType, object } from 'yup';
import type { Notice } from '../catalog/types';
import { emailField } from './fields';

/** The blog's newsletter box: one e-mail address. */
export const newsletterSchema = object({
  email: emailField(),
});

export type NewsletterValues = InferType<typeof newsletterSchema>;

/** Empty newsletter box. */
export const newsletterInitialValues: NewsletterValues = { email: '' };

/** What the newsletter box answers to a valid address: the subscription does not exist yet, nothing is sent. */
export const newsletterUnavailableNotice: Notice = {
  title: 'Подписка пока недоступна',
  description:
    'Мы ещё не запустили рассылку, поэтому ваш адрес никуда не отправлен и не сохранён. Следите за новыми статьями в нашем Telegram-канале.',
};
