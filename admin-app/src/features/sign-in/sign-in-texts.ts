import { ambassadorLimits } from 'shared-data/forms';

/** The team's sign-in, in Russian. */
export const signInTexts = {
  title: 'Вход для команды',
  intro: 'Введите рабочий email из списка менеджеров — мы отправим на него одноразовый код.',
  email: 'Рабочий email',
  send: 'Получить код',
  sending: 'Отправляем…',
  sent: (email: string) =>
    `Если ${email} есть в списке менеджеров, на него пришёл код из ${ambassadorLimits.codeLength} цифр. Код действует 15 минут.`,
  code: 'Код из письма',
  verify: 'Войти',
  verifying: 'Проверяем…',
  otherEmail: 'Другой email',
  failed: 'Не удалось войти',
} as const;
