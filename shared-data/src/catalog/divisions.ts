import { type Division, searchDivisions } from './search-keywords';

/** How a division presents itself on the home page's choice cards and comparison. */
export interface DivisionProfile {
  id: Division;
  name: string;
  tagline: string;
  description: string;
  highlights: readonly string[];
  /** Name of the card's icon. */
  icon: string;
}

/** The two divisions of the agency, in the order the home page shows them. */
export const divisionProfiles: Record<Division, DivisionProfile> = {
  marketing: {
    id: 'marketing',
    name: searchDivisions.marketing.badge,
    tagline: 'Маркетинговое агентство',
    description:
      'Приводим клиентов через таргетированную рекламу, SMM, SEO и брендинг — по тарифу с понятной ценой.',
    highlights: ['Таргет и SMM', 'SEO и контекст', 'Брендинг и дизайн', 'Аналитика и CRM'],
    icon: 'trending-up',
  },
  digital: {
    id: 'digital',
    name: searchDivisions.digital.badge,
    tagline: 'Студия разработки',
    description:
      'Создаём сайты, мобильные приложения, ботов и CRM-системы под ключ — фиксированными пакетами.',
    highlights: ['Сайты и магазины', 'Мобильные приложения', 'Telegram-боты', 'AI, DevOps и CRM'],
    icon: 'server',
  },
};

/** A row of the division comparison: one criterion and what each division offers. */
export interface DivisionComparisonRow {
  id: string;
  criterion: string;
  marketing: string;
  digital: string;
}

/** Rows of the home page's comparison that are not figures from the catalog. */
export const divisionComparisonRows: readonly DivisionComparisonRow[] = [
  {
    id: 'goal',
    criterion: 'Задача',
    marketing: 'Больше заявок и продаж',
    digital: 'Цифровой продукт для бизнеса',
  },
  {
    id: 'format',
    criterion: 'Формат работы',
    marketing: 'Ежемесячный тариф или конструктор',
    digital: 'Пакет или проект по смете',
  },
  {
    id: 'result',
    criterion: 'Что вы получаете',
    marketing: 'Стратегию, рекламу, контент и отчёты',
    digital: 'Готовый сайт, приложение или систему с поддержкой',
  },
];
