import type { MarketingPlanId } from './marketing-plans';

/** A marketing service of /services; one that no tariff includes is available in the CONSTRUCTOR. */
export interface MarketingService {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  features: readonly string[];
  availableIn: readonly Exclude<MarketingPlanId, 'constructor'>[];
}

const all = ['starter', 'popular', 'business', 'pro', 'premium'] as const;
const fromPopular = ['popular', 'business', 'pro', 'premium'] as const;
const fromBusiness = ['business', 'pro', 'premium'] as const;
const fromPro = ['pro', 'premium'] as const;

/** The 20 marketing services in display order. */
export const marketingServices: readonly MarketingService[] = [
  {
    id: 'targeted-ads',
    title: 'Таргетированная реклама',
    subtitle: 'Instagram и Facebook',
    description:
      'Находим ваших клиентов по интересам, возрасту и географии и приводим их в директ и на сайт.',
    features: ['Анализ аудитории', 'Креативы и тексты', 'A/B-тесты', 'Оптимизация стоимости заявки'],
    availableIn: all,
  },
  {
    id: 'smm',
    title: 'SMM и ведение соцсетей',
    subtitle: 'Instagram, Telegram, Facebook',
    description: 'Регулярный контент, который выстраивает доверие к бренду и приводит подписчиков к покупке.',
    features: ['Контент-план', 'Посты и сторис', 'Оформление профиля', 'Работа с аудиторией'],
    availableIn: all,
  },
  {
    id: 'content-marketing',
    title: 'Контент-маркетинг',
    subtitle: 'Полезный контент',
    description: 'Статьи, посты и видео, которые отвечают на вопросы клиентов и ведут их к покупке.',
    features: ['Рубрикатор', 'Экспертные статьи', 'Кейсы клиентов', 'Дистрибуция контента'],
    availableIn: fromPopular,
  },
  {
    id: 'reels',
    title: 'Reels и короткие видео',
    subtitle: 'Вертикальный формат',
    description: 'Сценарии, съёмка и монтаж коротких видео для охватов и вовлечения.',
    features: ['Сценарии', 'Съёмка', 'Монтаж', 'Трендовые форматы'],
    availableIn: fromPopular,
  },
  {
    id: 'community-management',
    title: 'Работа с комментариями',
    subtitle: 'Комьюнити-менеджмент',
    description: 'Отвечаем клиентам быстро и в тоне бренда, чтобы ни одна заявка не потерялась.',
    features: ['Ответы в директе', 'Модерация', 'Работа с негативом', 'Скрипты ответов'],
    availableIn: fromPopular,
  },
  {
    id: 'competitor-analysis',
    title: 'Анализ конкурентов',
    subtitle: 'Разведка рынка',
    description: 'Изучаем позиционирование, рекламу и цены конкурентов и находим ваши преимущества.',
    features: ['Позиционирование', 'Рекламные кампании', 'Контент', 'Ценовая политика'],
    availableIn: fromPopular,
  },
  {
    id: 'photo-production',
    title: 'Фотопродакшн',
    subtitle: 'Предметная и имиджевая съёмка',
    description: 'Профессиональные фотографии товаров, команды и пространства для соцсетей и сайта.',
    features: ['Предметная съёмка', 'Имиджевая съёмка', 'Ретушь', 'Фото для маркетплейсов'],
    availableIn: fromBusiness,
  },
  {
    id: 'crm',
    title: 'Внедрение CRM',
    subtitle: 'Ни одной потерянной заявки',
    description: 'Собираем заявки из всех каналов в одну систему и выстраиваем воронку продаж.',
    features: ['amoCRM и Bitrix24', 'Воронка продаж', 'Интеграция с сайтом и ботами', 'Обучение менеджеров'],
    availableIn: fromBusiness,
  },
  {
    id: 'context-ads',
    title: 'Контекстная реклама',
    subtitle: 'Google Ads и Яндекс Директ',
    description: 'Показываем рекламу тем, кто уже ищет ваш товар или услугу.',
    features: ['Семантическое ядро', 'Поисковые кампании', 'Ремаркетинг', 'Аналитика конверсий'],
    availableIn: fromBusiness,
  },
  {
    id: 'analytics',
    title: 'Аналитика и отчётность',
    subtitle: 'Решения на основе данных',
    description: 'Настраиваем аналитику и показываем, какие каналы приносят продажи.',
    features: ['Google Analytics 4', 'Яндекс Метрика', 'Цели и события', 'Еженедельные отчёты'],
    availableIn: fromBusiness,
  },
  {
    id: 'marketing-strategy',
    title: 'Маркетинговая стратегия',
    subtitle: 'План роста',
    description: 'Определяем позиционирование, каналы, бюджет и KPI на квартал вперёд.',
    features: ['Аудит маркетинга', 'Позиционирование', 'Медиаплан', 'KPI'],
    availableIn: fromPro,
  },
  {
    id: 'video-production',
    title: 'Видеопродакшн',
    subtitle: 'Рекламные ролики',
    description: 'Полный цикл производства рекламных и имиджевых роликов.',
    features: ['Сценарий', 'Съёмочная группа', 'Монтаж и цветокоррекция', 'Моушн-дизайн'],
    availableIn: fromPro,
  },
  {
    id: 'seo',
    title: 'SEO-продвижение',
    subtitle: 'Google и Яндекс',
    description: 'Выводим сайт в топ поиска по запросам, которые приносят клиентов.',
    features: ['Технический аудит', 'Семантика', 'Оптимизация страниц', 'Ссылочное продвижение'],
    availableIn: fromPro,
  },
  {
    id: 'email-marketing',
    title: 'Email-маркетинг',
    subtitle: 'Рассылки и автоворонки',
    description: 'Возвращаем клиентов и увеличиваем повторные продажи с помощью писем.',
    features: ['Дизайн писем', 'Сегментация базы', 'Автоматические цепочки', 'A/B-тесты'],
    availableIn: fromPro,
  },
  {
    id: 'branding',
    title: 'Брендинг',
    subtitle: 'Логотип и фирменный стиль',
    description: 'Создаём узнаваемый бренд: от названия и логотипа до брендбука.',
    features: ['Логотип', 'Фирменный стиль', 'Брендбук', 'Носители бренда'],
    availableIn: ['premium'],
  },
  {
    id: 'web-development',
    title: 'Разработка сайта',
    subtitle: 'Лендинги и сайты компаний',
    description: 'Сайты, которые превращают посетителей из рекламы в заявки.',
    features: ['Прототип', 'Дизайн', 'Адаптивная вёрстка', 'Подключение аналитики'],
    availableIn: ['premium'],
  },
  {
    id: 'influencer-marketing',
    title: 'Работа с блогерами',
    subtitle: 'Инфлюенс-маркетинг',
    description: 'Подбираем блогеров с живой аудиторией и контролируем результат размещений.',
    features: ['Подбор блогеров', 'Переговоры', 'Техническое задание', 'Отчёт по охватам'],
    availableIn: ['premium'],
  },
  {
    id: 'chat-bots',
    title: 'Чат-боты для продаж',
    subtitle: 'Автоматизация продаж',
    description: 'Бот в Telegram принимает заявки и отвечает клиентам круглосуточно.',
    features: ['Сценарии диалогов', 'Приём заявок', 'Интеграция с CRM', 'Рассылки'],
    availableIn: [],
  },
  {
    id: 'pr',
    title: 'PR и репутация',
    subtitle: 'Публикации и отзывы',
    description: 'Публикации в СМИ, работа с отзывами и репутацией бренда в интернете.',
    features: ['Публикации в СМИ', 'Мониторинг упоминаний', 'Работа с отзывами', 'Пресс-релизы'],
    availableIn: [],
  },
  {
    id: 'marketing-consulting',
    title: 'Маркетинговый консалтинг',
    subtitle: 'Экспертиза по запросу',
    description: 'Почасовые консультации маркетолога по любым вопросам продвижения.',
    features: ['Разбор бизнеса', 'Ответы на вопросы', 'План действий', 'Рекомендации по бюджету'],
    availableIn: [],
  },
];
