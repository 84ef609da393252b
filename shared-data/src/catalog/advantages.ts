import { type Claim, siteClaims } from 'shared-data/catalog';

/** A card of the /why-choose-us page. */
export interface Advantage {
  id: string;
  title: string;
  description: string;
  /** Name of the card's icon. */
  icon: string;
}

/** The 12 advantage cards of /why-choose-us. */
export const advantages: readonly Advantage[] = [
  {
    id: 'experience',
    title: 'Опыт на рынке Узбекистана',
    description:
      'Три года работаем с бизнесом Ташкента и регионов, знаем местную аудиторию, площадки и сезонность спроса.',
    icon: 'award',
  },
  {
    id: 'full-cycle',
    title: 'Полный цикл услуг',
    description:
      'Маркетинг, дизайн, реклама, сайты, мобильные приложения и автоматизация — всё в одном агентстве.',
    icon: 'layers',
  },
  {
    id: 'results',
    title: 'Ориентация на результат',
    description:
      'Работаем на заявки и продажи, а не на охваты: ставим KPI и отчитываемся по ним каждый месяц.',
    icon: 'target',
  },
  {
    id: 'team',
    title: 'Команда профессионалов',
    description:
      'Маркетологи, таргетологи, дизайнеры, копирайтеры и разработчики с подтверждённым опытом и кейсами.',
    icon: 'users',
  },
  {
    id: 'transparency',
    title: 'Прозрачная отчётность',
    description: 'Доступ к рекламным кабинетам, понятные отчёты и регулярные созвоны по итогам работы.',
    icon: 'bar-chart-3',
  },
  {
    id: 'ai-tools',
    title: 'Современные AI-инструменты',
    description: 'Ускоряем анализ аудитории, подготовку контента и тестирование креативов с помощью AI.',
    icon: 'sparkles',
  },
  {
    id: 'fast-start',
    title: 'Быстрый старт',
    description:
      'Начинаем работу в течение 24 часов после подписания договора, первые результаты — через 7 дней.',
    icon: 'zap',
  },
  {
    id: 'individual-strategy',
    title: 'Индивидуальная стратегия',
    description: 'Каждую стратегию строим на анализе вашей ниши, конкурентов и целей, без готовых шаблонов.',
    icon: 'lightbulb',
  },
  {
    id: 'payment-after-contract',
    title: 'Оплата после договора',
    description: 'Фиксируем объём работ, сроки и гарантии в договоре — оплата только после его подписания.',
    icon: 'file-check',
  },
  {
    id: 'support',
    title: 'Поддержка 24/7',
    description: 'Персональный менеджер на связи в Telegram и по телефону, в том числе в выходные дни.',
    icon: 'headphones',
  },
  {
    id: 'guarantees',
    title: 'Гарантия роста продаж',
    description: 'На старших тарифах гарантируем рост продаж и закрепляем его в договоре.',
    icon: 'shield-check',
  },
  {
    id: 'flexible-pricing',
    title: 'Гибкие тарифы',
    description:
      'Готовые пакеты для любого бюджета и конструктор, в котором вы выбираете только нужные услуги.',
    icon: 'sliders-horizontal',
  },
];

/** Figures of the achievements strip on /why-choose-us. */
export const achievements: readonly Claim[] = [
  siteClaims.projects,
  siteClaims.satisfiedClients,
  siteClaims.yearsOnMarket,
  siteClaims.support,
];
