import { type Claim, divisionComparison, siteClaims } from 'shared-data/catalog';

/** How long a digital project takes, in weeks: the "2–8 недель" the site promises. */
export const digitalDeliveryWeeks = { min: 2, max: 8 } as const;

/** A span of weeks from start to launch. */
export interface WeeksRange {
  min: number;
  max: number;
}

/** A typical project of the digital studio: what kind of product, for which industry, what it does and how fast. */
export interface DigitalProject {
  id: string;
  /** Kind of product, e.g. "Интернет-магазин". */
  type: string;
  industry: string;
  /** What the studio builds in such a project. */
  built: string;
  /** What the business gets once it runs. */
  result: string;
  /** Usual time from start to launch, inside `digitalDeliveryWeeks`. */
  weeks: WeeksRange;
  /** Technologies from the studio's stack (`digitalTechnologies`). */
  technologies: readonly string[];
  /** Name of the card's icon. */
  icon: string;
}

const weekForms: Partial<Record<Intl.LDMLPluralRule, string>> = {
  one: 'неделя',
  few: 'недели',
  many: 'недель',
};
const weekPlural = new Intl.PluralRules('ru-RU');

/** A span of weeks as the site writes it: "2–4 недели", "6–8 недель". */
export function formatWeeks({ min, max }: WeeksRange): string {
  const word = weekForms[weekPlural.select(max)] ?? weekForms.many;
  return min === max ? `${max} ${word}` : `${min}–${max} ${word}`;
}

/** Typical projects of the studio shown on the digital landing (anchor `projects`), in display order. */
export const digitalProjects: readonly DigitalProject[] = [
  {
    id: 'online-store',
    type: 'Интернет-магазин',
    industry: 'Розничная торговля',
    built: 'Каталог с фильтрами, корзина, оплата через Payme и Click, панель для менеджеров и склада.',
    result: 'Заказы и оплаты принимаются круглосуточно, без звонков менеджеру.',
    weeks: { min: 4, max: 6 },
    technologies: ['React', 'Node.js', 'PostgreSQL', 'Redis'],
    icon: 'globe',
  },
  {
    id: 'booking-bot',
    type: 'Telegram-бот записи',
    industry: 'Клиники и салоны',
    built: 'Запись на приём с выбором специалиста и времени, напоминания клиентам, передача записей в CRM.',
    result: 'Клиенты записываются сами в любое время, администратор видит расписание в одном месте.',
    weeks: { min: 2, max: 3 },
    technologies: ['Python', 'PostgreSQL', 'Redis', 'Docker'],
    icon: 'bot',
  },
  {
    id: 'delivery-app',
    type: 'Мобильное приложение',
    industry: 'Доставка еды',
    built: 'Приложение для iOS и Android: меню, заказ, статус доставки и push-уведомления; панель для кухни.',
    result: 'Приложение опубликовано в App Store и Google Play, заказы идут напрямую, без агрегаторов.',
    weeks: { min: 6, max: 8 },
    technologies: ['React Native', 'Node.js', 'PostgreSQL', 'AWS'],
    icon: 'smartphone',
  },
  {
    id: 'real-estate-crm',
    type: 'CRM-система',
    industry: 'Недвижимость',
    built: 'Единая база объектов и клиентов, воронка сделок, роли сотрудников и отчёты для руководителя.',
    result: 'Все заявки и сделки в одном окне вместо таблиц и переписок в мессенджерах.',
    weeks: { min: 6, max: 8 },
    technologies: ['React', 'Python', 'PostgreSQL', 'Docker'],
    icon: 'database',
  },
  {
    id: 'education-site',
    type: 'Корпоративный сайт',
    industry: 'Образование',
    built: 'Сайт учебного центра с расписанием курсов, онлайн-заявкой, блогом и базовой SEO-оптимизацией.',
    result: 'Заявки с сайта сразу приходят в Telegram, сайт находят в поиске по названиям курсов.',
    weeks: { min: 2, max: 4 },
    technologies: ['React', 'Node.js', 'MongoDB'],
    icon: 'palette',
  },
  {
    id: 'support-assistant',
    type: 'AI-ассистент поддержки',
    industry: 'Логистика',
    built: 'Ассистент отвечает клиентам о статусе отправлений и передаёт сложные вопросы оператору.',
    result: 'Операторы заняты только сложными обращениями, клиенты получают ответ сразу.',
    weeks: { min: 4, max: 8 },
    technologies: ['Python', 'TensorFlow', 'Redis', 'Kubernetes'],
    icon: 'brain',
  },
];

/** The three figures of the digital landing's hero. */
export const digitalHeroClaims: readonly Claim[] = [
  siteClaims.digitalProjects,
  siteClaims.startWithin,
  divisionComparison.digital,
];

/** The figures of the digital landing's stats band. */
export const digitalStats: readonly Claim[] = [
  siteClaims.satisfiedClients,
  siteClaims.support,
  siteClaims.yearsOnMarket,
  siteClaims.rating,
];

/** The digital landing's reasons to choose the studio (anchor `why-us`). */
export const digitalWhyUs: readonly Claim[] = [
  {
    id: 'full-cycle',
    value: 'Под ключ',
    label: 'Полный цикл разработки',
    description:
      'Аналитика, дизайн, разработка, тестирование и запуск — одна команда отвечает за весь проект.',
    icon: 'layers',
  },
  {
    id: 'fast-start',
    value: siteClaims.startWithin.value,
    label: `Старт работ за ${siteClaims.startWithin.value}`,
    description: `Приступаем сразу после подписания договора, а проект запускаем за ${divisionComparison.digital.value}.`,
    icon: 'zap',
  },
  {
    id: 'fixed-terms',
    value: 'Договор',
    label: 'Фиксированные цена и сроки',
    description:
      'Объём работ, стоимость и сроки закреплены в договоре, оплата — только после его подписания.',
    icon: 'file-check',
  },
  {
    id: 'support',
    value: siteClaims.support.value,
    label: 'Поддержка после запуска',
    description: 'Сопровождаем проект после релиза: обновления, мониторинг и помощь вашей команде.',
    icon: 'headphones',
  },
];
