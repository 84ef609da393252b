import type { DigitalPackId } from './digital-packs';
import { digitalConstructorPack } from './digital-packs';
import type { PriceRange } from './types';

/** A development direction of the digital studio with its price range. */
export interface DigitalService {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  features: readonly string[];
  /** Packs that include the service. */
  availableIn: readonly DigitalPackId[];
  priceRange: PriceRange;
  /** Name of the card's icon. */
  icon: string;
  /** Accent colour of the card. */
  color: string;
}

/** Price of a service with no range of its own: "от" the smallest project. */
export const defaultServicePriceRange: PriceRange = { min: digitalConstructorPack.price };

const smallestProject = digitalConstructorPack.price;

/** The 12 development services of /digital/services in display order. */
export const digitalServices: readonly DigitalService[] = [
  {
    id: 'web-development',
    title: 'Веб-разработка',
    subtitle: 'Сайты и веб-приложения',
    description: 'Корпоративные сайты, интернет-магазины и сложные веб-приложения на React и Node.js.',
    features: ['Адаптивная вёрстка', 'SEO-оптимизация', 'Админ-панель', 'Высокая скорость загрузки'],
    availableIn: ['full-pack', 'pro-pack', 'business-plus-pack'],
    priceRange: { min: 8_000_000, max: 25_000_000 },
    icon: 'globe',
    color: '#2563eb',
  },
  {
    id: 'mobile-development',
    title: 'Мобильные приложения',
    subtitle: 'iOS и Android',
    description: 'Нативные и кроссплатформенные приложения с публикацией в App Store и Google Play.',
    features: ['React Native и Flutter', 'Push-уведомления', 'Оплата в приложении', 'Работа без сети'],
    availableIn: ['pro-pack', 'business-plus-pack'],
    priceRange: { min: 15_000_000, max: 40_000_000 },
    icon: 'smartphone',
    color: '#7c3aed',
  },
  {
    id: 'bots',
    title: 'Чат-боты',
    subtitle: 'Telegram и WhatsApp',
    description: 'Боты для продаж, записи и поддержки клиентов, Telegram Mini Apps с оплатой.',
    features: ['Приём заказов и оплат', 'Интеграция с CRM', 'Рассылки', 'Статистика'],
    availableIn: ['full-pack', 'pro-pack', 'business-plus-pack'],
    priceRange: { min: smallestProject, max: 12_000_000 },
    icon: 'bot',
    color: '#0ea5e9',
  },
  {
    id: 'backend',
    title: 'Backend-разработка',
    subtitle: 'Серверы и API',
    description: 'Надёжная серверная часть, базы данных и API для веба и мобильных приложений.',
    features: ['Node.js и Python', 'PostgreSQL и MongoDB', 'Очереди и кэш Redis', 'Документация API'],
    availableIn: ['pro-pack', 'business-plus-pack'],
    priceRange: { min: 6_000_000, max: 20_000_000 },
    icon: 'server',
    color: '#16a34a',
  },
  {
    id: 'ux-ui',
    title: 'UX/UI дизайн',
    subtitle: 'Интерфейсы, которые продают',
    description:
      'Исследование пользователей, прототипы и дизайн интерфейсов для веба и мобильных приложений.',
    features: ['Исследование аудитории', 'Прототипы в Figma', 'Дизайн-система', 'Юзабилити-тесты'],
    availableIn: ['full-pack', 'pro-pack', 'business-plus-pack'],
    priceRange: { min: 4_000_000, max: 15_000_000 },
    icon: 'palette',
    color: '#db2777',
  },
  {
    id: 'cybersecurity',
    title: 'Кибербезопасность',
    subtitle: 'Защита данных и систем',
    description: 'Аудит безопасности, тестирование на проникновение и защита инфраструктуры.',
    features: ['Аудит кода', 'Пентест', 'Шифрование данных', 'Защита от DDoS'],
    availableIn: ['business-plus-pack'],
    priceRange: { min: 5_000_000, max: 18_000_000 },
    icon: 'shield',
    color: '#dc2626',
  },
  {
    id: 'devops',
    title: 'DevOps',
    subtitle: 'Инфраструктура и автоматизация',
    description: 'Облачная инфраструктура, CI/CD, контейнеры и мониторинг для стабильной работы сервисов.',
    features: ['Docker и Kubernetes', 'CI/CD', 'AWS', 'Мониторинг 24/7'],
    availableIn: ['business-plus-pack'],
    priceRange: { min: 7_000_000, max: 22_000_000 },
    icon: 'cloud',
    color: '#0891b2',
  },
  {
    id: 'analytics-bi',
    title: 'Аналитика и BI',
    subtitle: 'Данные для решений',
    description: 'Сбор данных из всех систем, дашборды и отчёты для руководителей.',
    features: ['BI-дашборды', 'Хранилище данных', 'Сквозная аналитика', 'Прогнозы'],
    availableIn: ['pro-pack', 'business-plus-pack'],
    priceRange: { min: 6_000_000, max: 20_000_000 },
    icon: 'bar-chart',
    color: '#ca8a04',
  },
  {
    id: 'ai-ml',
    title: 'AI и машинное обучение',
    subtitle: 'Умная автоматизация',
    description: 'AI-ассистенты, рекомендательные системы, распознавание изображений и прогнозы.',
    features: ['AI-ассистенты', 'TensorFlow', 'Компьютерное зрение', 'Прогноз спроса'],
    availableIn: ['business-plus-pack'],
    priceRange: { min: 10_000_000, max: 35_000_000 },
    icon: 'brain',
    color: '#9333ea',
  },
  {
    id: 'crm-erp',
    title: 'CRM и ERP системы',
    subtitle: 'Автоматизация бизнеса',
    description: 'Собственные CRM и ERP или внедрение готовых систем под ваши процессы.',
    features: ['Учёт клиентов и сделок', 'Склад и закупки', 'Интеграция с 1С', 'Отчёты'],
    availableIn: ['business-plus-pack'],
    priceRange: { min: 8_000_000, max: 30_000_000 },
    icon: 'database',
    color: '#ea580c',
  },
  {
    id: 'api-integration',
    title: 'API и интеграции',
    subtitle: 'Связь ваших систем',
    description: 'Подключение платёжных систем, маркетплейсов, CRM и любых внешних сервисов.',
    features: ['Payme, Click, Uzum', 'Маркетплейсы', 'amoCRM и Bitrix24', 'Webhooks'],
    availableIn: ['pro-pack', 'business-plus-pack'],
    priceRange: { min: 4_000_000, max: 15_000_000 },
    icon: 'plug',
    color: '#4f46e5',
  },
  {
    id: 'qa-testing',
    title: 'Тестирование и QA',
    subtitle: 'Качество без сюрпризов',
    description: 'Ручное и автоматическое тестирование, нагрузочные тесты и контроль качества релизов.',
    features: ['Ручное тестирование', 'Автотесты', 'Нагрузочное тестирование', 'Отчёты об ошибках'],
    availableIn: ['full-pack', 'pro-pack', 'business-plus-pack'],
    priceRange: { min: smallestProject, max: 12_000_000 },
    icon: 'check-circle',
    color: '#059669',
  },
];

/** The technologies grid of /digital/services. */
export const digitalTechnologies: readonly string[] = [
  'React',
  'Node.js',
  'Python',
  'PostgreSQL',
  'MongoDB',
  'AWS',
  'Docker',
  'Kubernetes',
  'React Native',
  'Flutter',
  'TensorFlow',
  'Redis',
];
