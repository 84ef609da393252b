import { russianPlural } from 'shared-data/site';

const monthWord = (count: number) => russianPlural(count, ['месяц', 'месяца', 'месяцев']);

/**
 * The claims' words in Russian, by claim (claims.ts keeps the figures). A claim whose value counts time is a function
 * of the count.
 */
export default {
  /** The site's figures: what each says under its value. */
  site: {
    projects: { label: 'успешных проектов' },
    satisfiedClients: { label: 'довольных клиентов' },
    satisfiedClientsAlt: { label: 'клиентов довольны результатом' },
    support: { label: 'поддержка клиентов' },
    yearsOnMarket: {
      value: (years: number) => `${years} ${russianPlural(years, ['год', 'года', 'лет'])}`,
      label: 'на рынке Узбекистана',
    },
    marketingProjects: { label: 'маркетинговых проектов' },
    digitalProjects: { label: 'digital-проектов' },
    completedProjects: { label: 'проектов в портфолио' },
    services: { label: 'услуг для бизнеса' },
    salesGrowth: { label: (months: number) => `рост продаж за ${months} ${monthWord(months)}` },
    averageRoi: { label: 'средний ROI рекламных кампаний' },
    startWithin: {
      value: (hours: number) => `${hours} ${russianPlural(hours, ['час', 'часа', 'часов'])}`,
      label: 'до старта работ',
    },
    firstResults: {
      value: (days: number) => `${days} ${russianPlural(days, ['день', 'дня', 'дней'])}`,
      label: 'до первых результатов',
    },
    topThree: {
      value: (place: number) => `ТОП-${place}`,
      label: (min: number, max: number) => `в поисковой выдаче за ${min}–${max} ${monthWord(max)}`,
    },
    rating: {
      label: (reviews: number) =>
        `рейтинг по ${reviews} ${russianPlural(reviews, ['отзыву', 'отзывам', 'отзывам'])}`,
    },
  },
  /** How fast each division delivers. */
  divisionComparison: {
    marketing: {
      value: (min: number, max: number) => `${min}–${max} ${monthWord(max)}`,
      label: 'до ощутимых результатов маркетинга',
    },
    digital: {
      value: (min: number, max: number) =>
        `${min}–${max} ${russianPlural(max, ['неделя', 'недели', 'недель'])}`,
      label: 'на разработку digital-проекта',
    },
  },
  /** The results the SEO landing's hero promises. */
  seoLanding: {
    sales: { label: 'рост продаж' },
    audience: { label: 'рост аудитории' },
    roi: { label: 'возврат инвестиций' },
  },
  /** Why-choose-us points of the referral landing. */
  referralWhyChooseUs: {
    'sales-growth': {
      label: (min: number, max: number) => `Рост продаж от ${min}% до ${max}%`,
      description: 'Гарантируем рост продаж, закреплённый в договоре, в зависимости от тарифа.',
    },
    team: {
      value: 'Команда',
      label: 'Профессиональная команда',
      description: 'Маркетологи, дизайнеры, таргетологи и разработчики с опытом работы на рынке Узбекистана.',
    },
    'full-range': {
      label: 'Полный спектр услуг',
      description: 'От стратегии и контента до рекламы, сайтов и CRM — всё в одном агентстве.',
    },
    payment: {
      value: 'Договор',
      label: 'Оплата только после подписания договора',
      description: 'Фиксируем объём работ, сроки и результаты до того, как вы что-либо оплачиваете.',
    },
  },
  /** The why-us points of the marketing landing. */
  marketingWhyUs: {
    'full-cycle': {
      value: 'Полный цикл',
      label: 'Маркетинг полного цикла',
      description: 'Стратегия, контент, реклама, сайт и аналитика ведутся одной командой без посредников.',
    },
    ai: {
      label: 'Результаты быстрее с помощью AI',
      description:
        'Используем инструменты искусственного интеллекта для анализа аудитории, текстов и креативов.',
    },
    transparency: {
      label: 'Прозрачность',
      description: 'Еженедельные отчёты, доступ к рекламным кабинетам и понятные показатели эффективности.',
    },
    strategy: {
      value: 'Стратегия',
      label: 'Стратегия под ваш бизнес',
      description: 'Не работаем по шаблону: каждую стратегию строим на анализе вашей ниши и конкурентов.',
    },
  },
  /** The info cards beside the consultation form. */
  consultation: {
    'what-to-expect': {
      title: 'Что вас ожидает',
      items: {
        'business-analysis': {
          value: 'Анализ бизнеса',
          label: 'Разберём ваши продажи, аудиторию и текущие каналы привлечения клиентов',
        },
        'promotion-strategy': {
          value: 'Стратегия продвижения',
          label: 'Предложим каналы и инструменты, которые дадут результат именно в вашей нише',
        },
        'action-plan': {
          value: 'План действий с KPI',
          label: 'Распишем шаги, сроки и показатели, по которым будем измерять результат',
        },
        recommendations: {
          value: 'Персональные рекомендации',
          label: 'Дадим советы, которые можно применить сразу после консультации',
        },
      },
    },
    details: {
      title: 'Детали консультации',
      items: {
        duration: {
          value: (minutes: number) => `${minutes} ${russianPlural(minutes, ['минута', 'минуты', 'минут'])}`,
          label: 'Длительность',
        },
        format: { value: 'Онлайн или офлайн', label: 'Формат встречи' },
        price: { value: 'Бесплатно', label: 'Стоимость' },
      },
    },
  },
};
