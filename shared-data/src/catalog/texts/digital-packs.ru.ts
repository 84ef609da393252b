/**
 * The digital packs' Russian texts, by pack id: each pack's description and its own lines, and the lines the
 * packs share (support, payment, "everything from"). The Uzbek book (`digital-packs.uz.ts`) gives every one
 * of them.
 */
export default {
  paymentTerms: 'Оплата после подписания договора',
  support: (months: number) => `Техническая поддержка ${months} месяцев`,
  /** The first line of a pack built on a smaller one. */
  everythingFrom: (pack: string) => `Всё из ${pack}`,
  packs: {
    'full-pack': {
      description: 'Сайт и Telegram-бот под ключ, чтобы начать продавать онлайн.',
      features: [
        'Корпоративный сайт или лендинг',
        'Адаптивный дизайн под все устройства',
        'Telegram-бот для заявок и уведомлений',
        'Административная панель',
        'Базовая SEO-оптимизация',
        'Подключение Payme и Click',
      ],
    },
    'pro-pack': {
      description: 'Веб-приложение и мобильное приложение с общей серверной частью.',
      features: [
        'Мобильное приложение для iOS и Android',
        'Серверная часть и REST API',
        'Интеграция с CRM',
        'Аналитика и отчёты',
        'Публикация в App Store и Google Play',
      ],
    },
    'business-plus-pack': {
      description: 'Цифровая экосистема растущей компании: от сайта до автоматизации процессов.',
      features: [
        'CRM- или ERP-система под ваши процессы',
        'AI-ассистент для клиентов',
        'Облачная инфраструктура и DevOps',
        'Аудит безопасности',
        'BI-дашборды для руководителя',
      ],
    },
    'digital-constructor': {
      description: 'Соберите проект из готовых модулей и узнайте его стоимость сразу.',
      modules: 'Около 60 модулей в 14 направлениях',
      savings: (percent: number) => `Экономия до ${percent}%`,
      /** The smallest project, formatted: «3 500 000 сум». */
      projectFrom: (price: string) => `Проект от ${price}`,
      consultation: 'Консультация технического специалиста',
      estimate: 'Оценка сроков до начала работ',
    },
  },
};
