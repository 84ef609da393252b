import { formatMoney } from 'shared-data/site';

/**
 * The marketing tariffs' texts in Russian, by tariff id (marketing-plans.ts keeps their names, prices and figures).
 * A tier's list starts with what it includes and its guarantee and ends with the payment terms; `features` are the
 * points between.
 */
export default {
  /** Billing period of the tariff prices. */
  billingPeriod: 'месяц',
  paymentTerms: 'Оплата после подписания договора',
  guarantee: (percent: number) => `Гарантия роста продаж +${percent}%`,
  /** The first point of a tier: the previous tier, by name. */
  includes: (name: string) => `Всё из тарифа ${name}`,
  plans: {
    starter: {
      description: 'Старт присутствия бизнеса в соцсетях: оформление, регулярный контент и первая реклама.',
      features: [
        'Оформление профилей в Instagram и Telegram',
        '12 постов в месяц',
        '10 сторис в месяц',
        'Контент-план на месяц',
        'Настройка таргетированной рекламы',
        'Ежемесячный отчёт о результатах',
        'Персональный менеджер',
      ],
    },
    popular: {
      description: 'Регулярный контент и реклама для стабильного потока заявок.',
      features: [
        '20 постов в месяц',
        '4 Reels в месяц',
        '20 сторис в месяц',
        'Ведение таргетированной рекламы',
        'Ответы на комментарии и сообщения',
        'Анализ конкурентов',
      ],
    },
    business: {
      description: 'Полноценный маркетинг с гарантированным ростом продаж.',
      features: [
        '8 Reels в месяц',
        'Профессиональная фотосъёмка',
        'Настройка CRM и воронки продаж',
        'Контекстная реклама в Google и Яндексе',
        'Еженедельные отчёты',
      ],
    },
    pro: {
      description: 'Эксклюзивный комплекс для быстрого роста: стратегия, продакшн и аналитика.',
      features: [
        'Маркетинговая стратегия на квартал',
        'Видеопродакшн рекламных роликов',
        'SEO-продвижение сайта',
        'Email-маркетинг и автоворонки',
        'Выделенная команда проекта',
      ],
    },
    premium: {
      description: 'Максимум возможностей: маркетинг компании полностью под ключ.',
      features: [
        'Разработка сайта или лендинга',
        'Брендинг и фирменный стиль',
        'Работа с блогерами и PR',
        'Сквозная аналитика и BI-дашборд',
        'Поддержка 24/7',
      ],
    },
    constructor: {
      description: 'Соберите тариф из нужных услуг и платите только за то, что нужно вашему бизнесу.',
      features: {
        anyServices: 'Любой набор из 40+ услуг',
        savings: (percent: number) => `Экономия до ${percent}%`,
        budget: (price: number) => `Бюджет от ${formatMoney(price)} в месяц`,
        strategy: 'Персональная стратегия продвижения',
        quantities: 'Количество каждой услуги на ваш выбор',
      },
    },
  },
};
