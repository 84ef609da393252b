import { consultationTerms } from 'shared-data/site';
import { company } from './company';

/** A figure shown in a text: the value set large (e.g. "150+") and the label under it. */
export interface Claim {
  id: string;
  value: string;
  label: string;
  /** A longer explanation, where a card shows one. */
  description?: string;
  /** Name of the card's icon, where a card shows one. */
  icon?: string;
}

/** Every figure the site claims about the agency, keyed for reuse in heroes, strips and cards. */
export const siteClaims = {
  projects: { id: 'projects', value: '150+', label: 'успешных проектов' },
  satisfiedClients: { id: 'satisfied-clients', value: '98%', label: 'довольных клиентов' },
  satisfiedClientsAlt: { id: 'satisfied-clients-alt', value: '95%', label: 'клиентов довольны результатом' },
  support: { id: 'support', value: '24/7', label: 'поддержка клиентов' },
  yearsOnMarket: { id: 'years-on-market', value: '3 года', label: 'на рынке Узбекистана' },
  marketingProjects: { id: 'marketing-projects', value: '50+', label: 'маркетинговых проектов' },
  digitalProjects: { id: 'digital-projects', value: '100+', label: 'digital-проектов' },
  completedProjects: { id: 'completed-projects', value: '35+', label: 'проектов в портфолио' },
  services: { id: 'services', value: '120+', label: 'услуг для бизнеса' },
  salesGrowth: { id: 'sales-growth', value: '200–300%', label: 'рост продаж за 3 месяца' },
  averageRoi: { id: 'average-roi', value: '150%', label: 'средний ROI рекламных кампаний' },
  roi: { id: 'roi', value: '200%+', label: 'ROI' },
  startWithin: { id: 'start-within', value: '24 часа', label: 'до старта работ' },
  firstResults: { id: 'first-results', value: '7 дней', label: 'до первых результатов' },
  topThree: { id: 'top-three', value: 'ТОП-3', label: 'в поисковой выдаче за 3–6 месяцев' },
  rating: {
    id: 'rating',
    value: `${company.rating.value}/${company.rating.best}`,
    label: `рейтинг по ${company.rating.reviews} отзывам`,
  },
} as const satisfies Record<string, Claim>;

/** How fast each division delivers, for the comparison on the home page. */
export const divisionComparison = {
  marketing: { id: 'marketing', value: '1–3 месяца', label: 'до ощутимых результатов маркетинга' },
  digital: { id: 'digital', value: '2–8 недель', label: 'на разработку digital-проекта' },
} as const satisfies Record<'marketing' | 'digital', Claim>;

/** The results the SEO landing's hero promises. */
export const seoLandingClaims: readonly Claim[] = [
  { id: 'sales', value: '+300%', label: 'рост продаж' },
  { id: 'audience', value: '+250%', label: 'рост аудитории' },
  { id: 'roi', value: siteClaims.roi.value, label: 'возврат инвестиций' },
];

/** Why-choose-us points of the referral landing. */
export const referralWhyChooseUs: readonly Claim[] = [
  {
    id: 'sales-growth',
    value: '10–25%',
    label: 'Рост продаж от 10% до 25%',
    description: 'Гарантируем рост продаж, закреплённый в договоре, в зависимости от тарифа.',
    icon: 'trending-up',
  },
  {
    id: 'team',
    value: 'Команда',
    label: 'Профессиональная команда',
    description: 'Маркетологи, дизайнеры, таргетологи и разработчики с опытом работы на рынке Узбекистана.',
    icon: 'users',
  },
  {
    id: 'full-range',
    value: siteClaims.services.value,
    label: 'Полный спектр услуг',
    description: 'От стратегии и контента до рекламы, сайтов и CRM — всё в одном агентстве.',
    icon: 'layers',
  },
  {
    id: 'payment',
    value: 'Договор',
    label: 'Оплата только после подписания договора',
    description: 'Фиксируем объём работ, сроки и результаты до того, как вы что-либо оплачиваете.',
    icon: 'file-check',
  },
];

/** The four stats of the marketing hero. */
export const marketingHeroStats: readonly Claim[] = [
  siteClaims.projects,
  siteClaims.satisfiedClients,
  siteClaims.salesGrowth,
  siteClaims.support,
];

/** The four why-us points of the marketing landing. */
export const marketingWhyUs: readonly Claim[] = [
  {
    id: 'full-cycle',
    value: 'Полный цикл',
    label: 'Маркетинг полного цикла',
    description: 'Стратегия, контент, реклама, сайт и аналитика ведутся одной командой без посредников.',
    icon: 'refresh-cw',
  },
  {
    id: 'ai',
    value: 'AI',
    label: 'Результаты быстрее с помощью AI',
    description:
      'Используем инструменты искусственного интеллекта для анализа аудитории, текстов и креативов.',
    icon: 'sparkles',
  },
  {
    id: 'transparency',
    value: '100%',
    label: 'Прозрачность',
    description: 'Еженедельные отчёты, доступ к рекламным кабинетам и понятные показатели эффективности.',
    icon: 'eye',
  },
  {
    id: 'strategy',
    value: 'Стратегия',
    label: 'Стратегия под ваш бизнес',
    description: 'Не работаем по шаблону: каждую стратегию строим на анализе вашей ниши и конкурентов.',
    icon: 'target',
  },
];

/** A card of the consultation section's left column. */
export interface ConsultationInfoCard {
  id: string;
  title: string;
  items: readonly Claim[];
}

/** The info cards beside the consultation form: what to expect and the consultation details. */
export const consultationInfoCards: readonly ConsultationInfoCard[] = [
  {
    id: 'what-to-expect',
    title: 'Что вас ожидает',
    items: [
      {
        id: 'business-analysis',
        value: 'Анализ бизнеса',
        label: 'Разберём ваши продажи, аудиторию и текущие каналы привлечения клиентов',
        icon: 'search',
      },
      {
        id: 'promotion-strategy',
        value: 'Стратегия продвижения',
        label: 'Предложим каналы и инструменты, которые дадут результат именно в вашей нише',
        icon: 'target',
      },
      {
        id: 'action-plan',
        value: 'План действий с KPI',
        label: 'Распишем шаги, сроки и показатели, по которым будем измерять результат',
        icon: 'list-checks',
      },
      {
        id: 'recommendations',
        value: 'Персональные рекомендации',
        label: 'Дадим советы, которые можно применить сразу после консультации',
        icon: 'lightbulb',
      },
    ],
  },
  {
    id: 'details',
    title: 'Детали консультации',
    items: [
      {
        id: 'duration',
        value: `${consultationTerms.formMinutes} минут`,
        label: 'Длительность',
        icon: 'clock',
      },
      { id: 'format', value: 'Онлайн или офлайн', label: 'Формат встречи', icon: 'video' },
      { id: 'price', value: 'Бесплатно', label: 'Стоимость', icon: 'gift' },
    ],
  },
];
