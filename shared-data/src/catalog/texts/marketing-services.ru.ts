import { marketingServiceTitles } from './service-titles.ru';

/** The marketing services of /services in Russian, by service id: title, subtitle, description and four points. */
export default {
  'targeted-ads': {
    title: marketingServiceTitles['targeted-ads'],
    subtitle: 'Instagram и Facebook',
    description:
      'Находим ваших клиентов по интересам, возрасту и географии и приводим их в директ и на сайт.',
    features: ['Анализ аудитории', 'Креативы и тексты', 'A/B-тесты', 'Оптимизация стоимости заявки'],
  },
  smm: {
    title: marketingServiceTitles.smm,
    subtitle: 'Instagram, Telegram, Facebook',
    description: 'Регулярный контент, который выстраивает доверие к бренду и приводит подписчиков к покупке.',
    features: ['Контент-план', 'Посты и сторис', 'Оформление профиля', 'Работа с аудиторией'],
  },
  'content-marketing': {
    title: marketingServiceTitles['content-marketing'],
    subtitle: 'Полезный контент',
    description: 'Статьи, посты и видео, которые отвечают на вопросы клиентов и ведут их к покупке.',
    features: ['Рубрикатор', 'Экспертные статьи', 'Кейсы клиентов', 'Дистрибуция контента'],
  },
  reels: {
    title: marketingServiceTitles.reels,
    subtitle: 'Вертикальный формат',
    description: 'Сценарии, съёмка и монтаж коротких видео для охватов и вовлечения.',
    features: ['Сценарии', 'Съёмка', 'Монтаж', 'Трендовые форматы'],
  },
  'community-management': {
    title: marketingServiceTitles['community-management'],
    subtitle: 'Комьюнити-менеджмент',
    description: 'Отвечаем клиентам быстро и в тоне бренда, чтобы ни одна заявка не потерялась.',
    features: ['Ответы в директе', 'Модерация', 'Работа с негативом', 'Скрипты ответов'],
  },
  'competitor-analysis': {
    title: marketingServiceTitles['competitor-analysis'],
    subtitle: 'Разведка рынка',
    description: 'Изучаем позиционирование, рекламу и цены конкурентов и находим ваши преимущества.',
    features: ['Позиционирование', 'Рекламные кампании', 'Контент', 'Ценовая политика'],
  },
  'photo-production': {
    title: marketingServiceTitles['photo-production'],
    subtitle: 'Предметная и имиджевая съёмка',
    description: 'Профессиональные фотографии товаров, команды и пространства для соцсетей и сайта.',
    features: ['Предметная съёмка', 'Имиджевая съёмка', 'Ретушь', 'Фото для маркетплейсов'],
  },
  crm: {
    title: marketingServiceTitles.crm,
    subtitle: 'Ни одной потерянной заявки',
    description: 'Собираем заявки из всех каналов в одну систему и выстраиваем воронку продаж.',
    features: ['amoCRM и Bitrix24', 'Воронка продаж', 'Интеграция с сайтом и ботами', 'Обучение менеджеров'],
  },
  'context-ads': {
    title: marketingServiceTitles['context-ads'],
    subtitle: 'Google Ads и Яндекс Директ',
    description: 'Показываем рекламу тем, кто уже ищет ваш товар или услугу.',
    features: ['Семантическое ядро', 'Поисковые кампании', 'Ремаркетинг', 'Аналитика конверсий'],
  },
  analytics: {
    title: marketingServiceTitles.analytics,
    subtitle: 'Решения на основе данных',
    description: 'Настраиваем аналитику и показываем, какие каналы приносят продажи.',
    features: ['Google Analytics 4', 'Яндекс Метрика', 'Цели и события', 'Еженедельные отчёты'],
  },
  'marketing-strategy': {
    title: marketingServiceTitles['marketing-strategy'],
    subtitle: 'План роста',
    description: 'Определяем позиционирование, каналы, бюджет и KPI на квартал вперёд.',
    features: ['Аудит маркетинга', 'Позиционирование', 'Медиаплан', 'KPI'],
  },
  'video-production': {
    title: marketingServiceTitles['video-production'],
    subtitle: 'Рекламные ролики',
    description: 'Полный цикл производства рекламных и имиджевых роликов.',
    features: ['Сценарий', 'Съёмочная группа', 'Монтаж и цветокоррекция', 'Моушн-дизайн'],
  },
  seo: {
    title: marketingServiceTitles.seo,
    subtitle: 'Google и Яндекс',
    description: 'Выводим сайт в топ поиска по запросам, которые приносят клиентов.',
    features: ['Технический аудит', 'Семантика', 'Оптимизация страниц', 'Ссылочное продвижение'],
  },
  'email-marketing': {
    title: marketingServiceTitles['email-marketing'],
    subtitle: 'Рассылки и автоворонки',
    description: 'Возвращаем клиентов и увеличиваем повторные продажи с помощью писем.',
    features: ['Дизайн писем', 'Сегментация базы', 'Автоматические цепочки', 'A/B-тесты'],
  },
  branding: {
    title: marketingServiceTitles.branding,
    subtitle: 'Логотип и фирменный стиль',
    description: 'Создаём узнаваемый бренд: от названия и логотипа до брендбука.',
    features: ['Логотип', 'Фирменный стиль', 'Брендбук', 'Носители бренда'],
  },
  'web-development': {
    title: marketingServiceTitles['web-development'],
    subtitle: 'Лендинги и сайты компаний',
    description: 'Сайты, которые превращают посетителей из рекламы в заявки.',
    features: ['Прототип', 'Дизайн', 'Адаптивная вёрстка', 'Подключение аналитики'],
  },
  'influencer-marketing': {
    title: marketingServiceTitles['influencer-marketing'],
    subtitle: 'Инфлюенс-маркетинг',
    description: 'Подбираем блогеров с живой аудиторией и контролируем результат размещений.',
    features: ['Подбор блогеров', 'Переговоры', 'Техническое задание', 'Отчёт по охватам'],
  },
  'chat-bots': {
    title: marketingServiceTitles['chat-bots'],
    subtitle: 'Автоматизация продаж',
    description: 'Бот в Telegram принимает заявки и отвечает клиентам круглосуточно.',
    features: ['Сценарии диалогов', 'Приём заявок', 'Интеграция с CRM', 'Рассылки'],
  },
  pr: {
    title: marketingServiceTitles.pr,
    subtitle: 'Публикации и отзывы',
    description: 'Публикации в СМИ, работа с отзывами и репутацией бренда в интернете.',
    features: ['Публикации в СМИ', 'Мониторинг упоминаний', 'Работа с отзывами', 'Пресс-релизы'],
  },
  'marketing-consulting': {
    title: marketingServiceTitles['marketing-consulting'],
    subtitle: 'Экспертиза по запросу',
    description: 'Почасовые консультации маркетолога по любым вопросам продвижения.',
    features: ['Разбор бизнеса', 'Ответы на вопросы', 'План действий', 'Рекомендации по бюджету'],
  },
};
