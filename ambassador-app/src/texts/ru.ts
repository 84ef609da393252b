import type { AmbassadorReferral } from 'shared-data/forms';
import { referralTerms } from 'shared-data/site';

/** The ambassador programme's Russian texts. The Uzbek book (`uz.ts`) gives every one of them. */
export default {
  registration: {
    title: 'Регистрация амбассадора',
    lead: 'Уже амбассадор? Введите свой email — мы предложим войти в кабинет по коду из письма.',
    name: 'Полное имя',
    phone: 'Телефон',
    phoneHint: 'Необязательно',
    submit: 'Стать амбассадором',
    sending: 'Регистрируем...',
    benefitsTitle: 'Что вы получаете',
  },
  codeLogin: {
    title: 'Этот email уже зарегистрирован',
    intro: (email: string) =>
      `${email} уже участвует в программе. Чтобы открыть кабинет, получите одноразовый код на этот email.`,
    send: 'Отправить код',
    sending: 'Отправляем...',
    sent: (email: string, digits: number) =>
      `Если ${email} зарегистрирован, мы отправили на него код из ${digits} цифр. Код действует 15 минут; за 15 минут можно запросить не больше трёх писем. Действует код из последнего письма.`,
    code: 'Код из письма',
    verify: 'Войти в кабинет',
    verifying: 'Проверяем...',
    resend: 'Отправить код ещё раз',
    otherEmail: 'Указать другой email',
    sendFailed: 'Не удалось отправить код',
    verifyFailed: 'Не удалось войти',
  },
  referralLanding: {
    offer: 'Специальное предложение',
    loading: 'Загружаем специальное предложение…',
    benefitsTitle: 'Что вы получаете',
    promoCode: 'Ваш промокод',
    codeKept: 'Промокод сохранён: он подставится в заявку на тариф автоматически.',
    consultation: 'Получить консультацию',
  },
  cabinet: {
    title: 'Кабинет амбассадора',
    loading: 'Загружаем кабинет амбассадора…',
    failed: 'Не удалось загрузить кабинет. Проверьте подключение и попробуйте еще раз.',
    retry: 'Повторить',
  },
  dashboard: {
    title: 'Кабинет амбассадора',
    greeting: (firstName: string) =>
      `Здравствуйте, ${firstName}! Здесь ваша статистика, промокод и реферальная ссылка.`,
    signOut: 'Выйти',
    content: 'Статистика и материалы амбассадора',
    statsTitle: 'Ваша статистика',
    commission: 'Комиссия',
    commissionHint: 'с каждой оплаты',
    referrals: 'Рефералы',
    earnings: 'Заработано',
    status: 'Статус',
    retry: 'Повторить',
  },
  sharing: {
    title: 'Делитесь и зарабатывайте',
    lead: `Клиенты по вашему промокоду или ссылке получают скидку ${referralTerms.buyerDiscountPercent}% на все тарифы, а вы — ${referralTerms.commissionPercent}% с каждой их оплаты.`,
    promoCode: 'Ваш промокод',
    promoCodeHint: 'Клиент вводит его при оформлении заявки на тариф.',
    link: 'Реферальная ссылка',
    linkHint: 'По ссылке промокод подставится в заявку сам.',
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
  },
  referrals: {
    title: 'Ваши рефералы',
    caption: 'Заявки по вашему промокоду и ссылке, новые сверху',
    empty: 'Пока никто не оставил заявку по вашему промокоду или ссылке.',
    loading: 'Загружаем рефералов…',
    failed: 'Не удалось загрузить рефералов.',
    /** Where a referral's order is, as its ambassador reads it. */
    statuses: {
      new: 'Новая заявка',
      in_progress: 'В работе',
      won: 'Сделка заключена',
      lost: 'Не состоялась',
    } satisfies Record<AmbassadorReferral['status'], string>,
    commission: 'Комиссия',
    /** A won order's commission that the team has paid out. */
    paid: (date: string) => `выплачено ${date}`,
    unpaid: 'ждёт выплаты',
    monthsTitle: 'Заработок по месяцам',
    month: 'Месяц',
    earned: 'Начислено',
    paidOut: 'Выплачено',
  },
};
