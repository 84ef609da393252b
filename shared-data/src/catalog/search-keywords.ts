import { findSuggestions, paths } from 'shared-data/site';

/** The two divisions a search suggestion can lead to. */
export type Division = 'marketing' | 'digital';

/** Services the home page search matches for the marketing division. */
export const marketingSearchKeywords: readonly string[] = [
  'Таргетированная реклама',
  'SMM продвижение',
  'Контент-маркетинг',
  'SEO продвижение',
  'Контекстная реклама',
  'Брендинг и фирменный стиль',
  'Дизайн логотипа',
  'Email-маркетинг',
  'Маркетинговая стратегия',
  'Аналитика и отчётность',
  'Видеопродакшн и Reels',
  'Настройка CRM',
];

/** Services the home page search matches for the digital division. */
export const digitalSearchKeywords: readonly string[] = [
  'Разработка сайтов',
  'Разработка интернет-магазина',
  'Разработка мобильных приложений',
  'Разработка Telegram-ботов',
  'Backend-разработка и API',
  'Разработка CRM и ERP систем',
  'UX/UI дизайн',
  'Автоматизация бизнеса',
  'Искусственный интеллект и ML',
  'DevOps и облачная инфраструктура',
  'Кибербезопасность',
  'Тестирование и QA',
];

/** How a suggestion of each division is badged and where its action button goes. */
export const searchDivisions = {
  marketing: { badge: 'Marketing Agency', action: 'Перейти к выбору тарифа', href: paths.marketing },
  digital: { badge: 'Digital Agency', action: 'Обсудить проект', href: paths.digital },
} as const;

/** A suggestion of the home page search. */
export type SearchSuggestion = {
  [D in Division]: {
    service: string;
    type: D;
    badge: (typeof searchDivisions)[D]['badge'];
    action: (typeof searchDivisions)[D]['action'];
    href: (typeof searchDivisions)[D]['href'];
  };
}[Division];

/** Every suggestion of the home page search, marketing first. */
export const searchSuggestions: readonly SearchSuggestion[] = [
  ...marketingSearchKeywords.map((service) => ({
    service,
    type: 'marketing' as const,
    ...searchDivisions.marketing,
  })),
  ...digitalSearchKeywords.map((service) => ({
    service,
    type: 'digital' as const,
    ...searchDivisions.digital,
  })),
];

/** The home page search's suggestions for a query (`findSuggestions`). */
export const searchServices = (query: string): SearchSuggestion[] =>
  findSuggestions(searchSuggestions, query);
