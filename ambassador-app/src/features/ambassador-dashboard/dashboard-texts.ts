import type { AmbassadorReferral } from 'shared-data/forms';
import { referralTerms } from 'shared-data/site';

/** Where a referral's order is, as its ambassador reads it. */
export const referralStatusLabels: Record<AmbassadorReferral['status'], string> = {
  new: 'Новая заявка',
  in_progress: 'В работе',
  won: 'Сделка заключена',
  lost: 'Не состоялась',
};

/**
 * Texts of the dashboard's sharing, QR code, referrals and earnings by month. They live with the dashboard, which
 * loads only on a device that holds a token, so the registration page never carries them.
 */
export const dashboardTexts = {
  shareTitle: 'Поделиться ссылкой',
  share: 'Поделиться',
  /** The message a shared link goes with. */
  shareMessage: (promoCode: string) =>
    `Скидка ${referralTerms.buyerDiscountPercent}% на все тарифы по моей ссылке. Промокод: ${promoCode}`,
  shareIn: (app: string) => `Поделиться в ${app}`,
  qrTitle: 'QR-код ссылки',
  qrHint: 'Покажите его с экрана или напечатайте на визитке: камера телефона откроет вашу ссылку.',
  qrAlt: 'QR-код вашей реферальной ссылки',
  qrLoading: 'Готовим QR-код…',
  qrDownload: 'Скачать QR-код (PNG)',
  qrFailed: 'Не удалось загрузить QR-код.',
  retry: 'Повторить',
  referralsTitle: 'Ваши рефералы',
  referralsCaption: 'Заявки по вашему промокоду и ссылке, новые сверху',
  referralsEmpty: 'Пока никто не оставил заявку по вашему промокоду или ссылке.',
  referralsLoading: 'Загружаем рефералов…',
  referralsFailed: 'Не удалось загрузить рефералов.',
  date: 'Дата',
  client: 'Клиент',
  subject: 'Заказ',
  status: 'Статус',
  commission: 'Комиссия',
  /** A won order's commission that the team has paid out. */
  paid: (date: string) => `выплачено ${date}`,
  unpaid: 'ждёт выплаты',
  monthsTitle: 'Заработок по месяцам',
  monthsCaption: 'Комиссия по месяцам начисления',
  month: 'Месяц',
  earned: 'Начислено',
  paidOut: 'Выплачено',
} as const;
