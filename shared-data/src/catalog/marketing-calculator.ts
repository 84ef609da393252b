import { marketingConstructorPlan } from 'shared-data/catalog';
import type { Option, PriceBounds, PricedItem } from './types';

export type CalculatorCategory =
  | 'design'
  | 'content'
  | 'smm'
  | 'copywriting'
  | 'analytics'
  | 'automation'
  | 'advertising'
  | 'seo'
  | 'web'
  | 'email'
  | 'video'
  | 'marketing'
  | 'support'
  | 'consultations'
  | 'extra';

/** A service of the CONSTRUCTOR tariff calculator. */
export type CalculatorService = PricedItem<CalculatorCategory>;

/** Categories of the calculator in display order. */
export const calculatorCategories: readonly Option<CalculatorCategory>[] = [
  { value: 'design', label: 'Дизайн' },
  { value: 'content', label: 'Контент' },
  { value: 'smm', label: 'SMM' },
  { value: 'copywriting', label: 'Копирайтинг' },
  { value: 'analytics', label: 'Аналитика' },
  { value: 'automation', label: 'Автоматизация' },
  { value: 'advertising', label: 'Реклама' },
  { value: 'seo', label: 'SEO' },
  { value: 'web', label: 'Веб' },
  { value: 'email', label: 'Email' },
  { value: 'video', label: 'Видео' },
  { value: 'marketing', label: 'Маркетинг' },
  { value: 'support', label: 'Сопровождение' },
  { value: 'consultations', label: 'Консультации' },
  { value: 'extra', label: 'Дополнительно' },
];

/** Allowed monthly total of a calculator order: from the constructor's starting price up to the maximum. */
export const marketingCalculatorBounds: PriceBounds = {
  min: marketingConstructorPlan.price,
  max: 39_000_000,
  subject: 'заказа',
};

/** Every service of the calculator; prices in сум per unit. */
export const marketingCalculatorServices: readonly CalculatorService[] = [
  {
    id: 'logo-design',
    name: 'Дизайн логотипа',
    price: 1_040_000,
    category: 'design',
    description: 'Три концепции логотипа, доработка выбранной и исходники во всех форматах.',
  },
  {
    id: 'brand-identity',
    name: 'Фирменный стиль',
    price: 1_560_000,
    category: 'design',
    description: 'Цвета, шрифты, визитки, бланки и шаблоны для соцсетей в едином стиле.',
  },
  {
    id: 'brand-book',
    name: 'Брендбук',
    price: 780_000,
    category: 'design',
    description: 'Правила использования логотипа и фирменного стиля для команды и подрядчиков.',
  },
  {
    id: 'post-cover',
    name: 'Обложка для поста',
    price: 130_000,
    category: 'design',
    description: 'Дизайн обложки публикации или актуального в едином стиле профиля.',
    unit: 'шт.',
  },
  {
    id: 'banner-design',
    name: 'Рекламный баннер',
    price: 195_000,
    category: 'design',
    description: 'Баннер для таргетированной рекламы в нескольких размерах.',
    unit: 'шт.',
  },
  {
    id: 'basic-post',
    name: 'Базовый пост',
    price: 156_000,
    category: 'content',
    description: 'Пост с изображением из фотобанка или ваших материалов и текстом.',
    unit: 'пост',
  },
  {
    id: 'premium-post',
    name: 'Премиум пост',
    price: 234_000,
    category: 'content',
    description: 'Пост с авторским дизайном, каруселью слайдов и продающим текстом.',
    unit: 'пост',
  },
  {
    id: 'stories',
    name: 'Сторис',
    price: 104_000,
    category: 'content',
    description: 'Сторис с интерактивом: опросы, вопросы, ссылки на товар.',
    unit: 'шт.',
  },
  {
    id: 'content-plan',
    name: 'Контент-план',
    price: 650_000,
    category: 'content',
    description: 'План публикаций на месяц с рубриками, темами и датами выхода.',
    unit: 'месяц',
  },
  {
    id: 'product-photo',
    name: 'Предметная фотосъёмка',
    price: 910_000,
    category: 'content',
    description: 'Съёмка до 30 товаров на белом фоне и в интерьере с обработкой.',
  },
  {
    id: 'platform-setup',
    name: 'Настройка площадки',
    price: 390_000,
    category: 'smm',
    description: 'Оформление профиля: шапка, аватар, актуальные, ссылки и кнопки связи.',
    unit: 'площадка',
  },
  {
    id: 'account-management',
    name: 'Ведение аккаунта',
    price: 1_950_000,
    category: 'smm',
    description: 'Публикации по контент-плану, сторис и работа с аудиторией.',
    unit: 'месяц',
  },
  {
    id: 'community-management',
    name: 'Модерация и ответы',
    price: 468_000,
    category: 'smm',
    description: 'Ответы на комментарии и сообщения в течение рабочего дня.',
    unit: 'месяц',
  },
  {
    id: 'post-copy',
    name: 'Текст для поста',
    price: 78_000,
    category: 'copywriting',
    description: 'Вовлекающий текст с призывом к действию и хештегами.',
    unit: 'шт.',
  },
  {
    id: 'seo-article',
    name: 'SEO-статья',
    price: 286_000,
    category: 'copywriting',
    description: 'Статья для блога до 6000 знаков под поисковые запросы.',
    unit: 'шт.',
  },
  {
    id: 'sales-copy',
    name: 'Продающий текст',
    price: 455_000,
    category: 'copywriting',
    description: 'Текст для лендинга или рекламной кампании по структуре AIDA.',
  },
  {
    id: 'competitor-analysis',
    name: 'Анализ конкурентов',
    price: 520_000,
    category: 'analytics',
    description: 'Разбор пяти конкурентов: позиционирование, контент, реклама и цены.',
  },
  {
    id: 'audience-research',
    name: 'Исследование аудитории',
    price: 585_000,
    category: 'analytics',
    description: 'Портреты клиентов, их боли и мотивы покупки.',
  },
  {
    id: 'analytics-setup',
    name: 'Настройка веб-аналитики',
    price: 416_000,
    category: 'analytics',
    description: 'Google Analytics 4, Яндекс Метрика и цели на сайте.',
  },
  {
    id: 'monthly-report',
    name: 'Отчёт по результатам',
    price: 325_000,
    category: 'analytics',
    description: 'Ежемесячный отчёт с метриками, выводами и рекомендациями.',
    unit: 'месяц',
  },
  {
    id: 'crm-setup',
    name: 'Настройка CRM',
    price: 780_000,
    category: 'automation',
    description: 'Воронка продаж, этапы сделок и подключение заявок из соцсетей и сайта.',
  },
  {
    id: 'chat-bot',
    name: 'Чат-бот для Telegram',
    price: 1_170_000,
    category: 'automation',
    description: 'Бот принимает заявки, отвечает на частые вопросы и передаёт клиента менеджеру.',
  },
  {
    id: 'sales-funnel',
    name: 'Автоворонка продаж',
    price: 1_430_000,
    category: 'automation',
    description: 'Цепочка касаний от первого контакта до покупки с автоматическими сообщениями.',
  },
  {
    id: 'targeted-ads',
    name: 'Таргетированная реклама',
    price: 1_300_000,
    category: 'advertising',
    description: 'Настройка и ведение рекламы в Instagram и Facebook, без учёта рекламного бюджета.',
    unit: 'месяц',
  },
  {
    id: 'google-ads',
    name: 'Контекстная реклама Google Ads',
    price: 1_495_000,
    category: 'advertising',
    description: 'Поисковые кампании и ремаркетинг, без учёта рекламного бюджета.',
    unit: 'месяц',
  },
  {
    id: 'yandex-direct',
    name: 'Яндекс Директ',
    price: 1_365_000,
    category: 'advertising',
    description: 'Поиск и рекламная сеть Яндекса, без учёта рекламного бюджета.',
    unit: 'месяц',
  },
  {
    id: 'influencer-ads',
    name: 'Реклама у блогеров',
    price: 975_000,
    category: 'advertising',
    description: 'Подбор блогеров, переговоры и контроль выхода рекламы.',
  },
  {
    id: 'seo-audit',
    name: 'SEO-аудит сайта',
    price: 715_000,
    category: 'seo',
    description: 'Технический аудит, анализ семантики и план исправлений.',
  },
  {
    id: 'seo-promotion',
    name: 'SEO-продвижение',
    price: 1_820_000,
    category: 'seo',
    description: 'Оптимизация страниц, контент и ссылки для роста в поиске.',
    unit: 'месяц',
  },
  {
    id: 'landing-page',
    name: 'Лендинг',
    price: 2_600_000,
    category: 'web',
    description: 'Одностраничный сайт под рекламную кампанию с формой заявки.',
  },
  {
    id: 'website',
    name: 'Сайт компании',
    price: 3_900_000,
    category: 'web',
    description: 'Многостраничный сайт с каталогом услуг и админ-панелью.',
  },
  {
    id: 'email-campaign',
    name: 'Email-рассылка',
    price: 208_000,
    category: 'email',
    description: 'Письмо с дизайном, текстом и отправкой по вашей базе.',
    unit: 'рассылка',
  },
  {
    id: 'email-automation',
    name: 'Автоматические цепочки писем',
    price: 624_000,
    category: 'email',
    description: 'Приветственная серия, брошенная корзина и реактивация клиентов.',
  },
  {
    id: 'reels',
    name: 'Reels',
    price: 520_000,
    category: 'video',
    description: 'Сценарий, съёмка и монтаж короткого вертикального видео.',
    unit: 'шт.',
  },
  {
    id: 'promo-video',
    name: 'Рекламный ролик',
    price: 1_690_000,
    category: 'video',
    description: 'Ролик до 60 секунд со сценарием, съёмкой, монтажом и музыкой.',
    unit: 'шт.',
  },
  {
    id: 'motion-design',
    name: 'Моушн-дизайн',
    price: 845_000,
    category: 'video',
    description: 'Анимированная графика для рекламы и соцсетей.',
    unit: 'шт.',
  },
  {
    id: 'marketing-strategy',
    name: 'Маркетинговая стратегия',
    price: 2_080_000,
    category: 'marketing',
    description: 'Позиционирование, каналы продвижения, бюджет и KPI на квартал.',
  },
  {
    id: 'marketing-audit',
    name: 'Маркетинговый аудит',
    price: 1_105_000,
    category: 'marketing',
    description: 'Оценка текущего маркетинга и точки роста продаж.',
  },
  {
    id: 'project-support',
    name: 'Сопровождение проекта',
    price: 936_000,
    category: 'support',
    description: 'Персональный менеджер, еженедельные созвоны и контроль задач.',
    unit: 'месяц',
  },
  {
    id: 'business-consultation',
    name: 'Бизнес-консультация',
    price: 390_000,
    category: 'consultations',
    description: 'Разбор бизнеса с маркетологом и план действий.',
    unit: 'час',
  },
  {
    id: 'smm-consultation',
    name: 'Консультация по SMM',
    price: 312_000,
    category: 'consultations',
    description: 'Разбор профиля, контента и рекламы с рекомендациями.',
    unit: 'час',
  },
  {
    id: 'extra-language',
    name: 'Дополнительный язык',
    price: 260_000,
    category: 'extra',
    description: 'Перевод и адаптация контента на узбекский или английский язык.',
    unit: 'язык',
  },
  {
    id: 'urgent-delivery',
    name: 'Срочное выполнение',
    price: 546_000,
    category: 'extra',
    description: 'Запуск работ в течение 24 часов вне очереди.',
  },
];
