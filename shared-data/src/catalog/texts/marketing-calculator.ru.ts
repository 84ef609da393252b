/**
 * The calculator's texts in Russian: its categories, its units and its services by id (marketing-calculator.ts keeps
 * the prices, the categories and units of each service).
 */
export default {
  categories: {
    design: 'Дизайн',
    content: 'Контент',
    smm: 'SMM',
    copywriting: 'Копирайтинг',
    analytics: 'Аналитика',
    automation: 'Автоматизация',
    advertising: 'Реклама',
    seo: 'SEO',
    web: 'Веб',
    email: 'Email',
    video: 'Видео',
    marketing: 'Маркетинг',
    support: 'Сопровождение',
    consultations: 'Консультации',
    extra: 'Дополнительно',
  },
  /** What one unit of a service is, where it is priced per unit (`/ шт.`). */
  units: {
    piece: 'шт.',
    post: 'пост',
    month: 'месяц',
    platform: 'площадка',
    mailing: 'рассылка',
    hour: 'час',
    language: 'язык',
  },
  services: {
    'logo-design': {
      name: 'Дизайн логотипа',
      description: 'Три концепции логотипа, доработка выбранной и исходники во всех форматах.',
    },
    'brand-identity': {
      name: 'Фирменный стиль',
      description: 'Цвета, шрифты, визитки, бланки и шаблоны для соцсетей в едином стиле.',
    },
    'brand-book': {
      name: 'Брендбук',
      description: 'Правила использования логотипа и фирменного стиля для команды и подрядчиков.',
    },
    'post-cover': {
      name: 'Обложка для поста',
      description: 'Дизайн обложки публикации или актуального в едином стиле профиля.',
    },
    'banner-design': {
      name: 'Рекламный баннер',
      description: 'Баннер для таргетированной рекламы в нескольких размерах.',
    },
    'basic-post': {
      name: 'Базовый пост',
      description: 'Пост с изображением из фотобанка или ваших материалов и текстом.',
    },
    'premium-post': {
      name: 'Премиум пост',
      description: 'Пост с авторским дизайном, каруселью слайдов и продающим текстом.',
    },
    stories: {
      name: 'Сторис',
      description: 'Сторис с интерактивом: опросы, вопросы, ссылки на товар.',
    },
    'content-plan': {
      name: 'Контент-план',
      description: 'План публикаций на месяц с рубриками, темами и датами выхода.',
    },
    'product-photo': {
      name: 'Предметная фотосъёмка',
      description: 'Съёмка до 30 товаров на белом фоне и в интерьере с обработкой.',
    },
    'platform-setup': {
      name: 'Настройка площадки',
      description: 'Оформление профиля: шапка, аватар, актуальные, ссылки и кнопки связи.',
    },
    'account-management': {
      name: 'Ведение аккаунта',
      description: 'Публикации по контент-плану, сторис и работа с аудиторией.',
    },
    'community-management': {
      name: 'Модерация и ответы',
      description: 'Ответы на комментарии и сообщения в течение рабочего дня.',
    },
    'post-copy': {
      name: 'Текст для поста',
      description: 'Вовлекающий текст с призывом к действию и хештегами.',
    },
    'seo-article': {
      name: 'SEO-статья',
      description: 'Статья для блога до 6000 знаков под поисковые запросы.',
    },
    'sales-copy': {
      name: 'Продающий текст',
      description: 'Текст для лендинга или рекламной кампании по структуре AIDA.',
    },
    'competitor-analysis': {
      name: 'Анализ конкурентов',
      description: 'Разбор пяти конкурентов: позиционирование, контент, реклама и цены.',
    },
    'audience-research': {
      name: 'Исследование аудитории',
      description: 'Портреты клиентов, их боли и мотивы покупки.',
    },
    'analytics-setup': {
      name: 'Настройка веб-аналитики',
      description: 'Google Analytics 4, Яндекс Метрика и цели на сайте.',
    },
    'monthly-report': {
      name: 'Отчёт по результатам',
      description: 'Ежемесячный отчёт с метриками, выводами и рекомендациями.',
    },
    'crm-setup': {
      name: 'Настройка CRM',
      description: 'Воронка продаж, этапы сделок и подключение заявок из соцсетей и сайта.',
    },
    'chat-bot': {
      name: 'Чат-бот для Telegram',
      description: 'Бот принимает заявки, отвечает на частые вопросы и передаёт клиента менеджеру.',
    },
    'sales-funnel': {
      name: 'Автоворонка продаж',
      description: 'Цепочка касаний от первого контакта до покупки с автоматическими сообщениями.',
    },
    'targeted-ads': {
      name: 'Таргетированная реклама',
      description: 'Настройка и ведение рекламы в Instagram и Facebook, без учёта рекламного бюджета.',
    },
    'google-ads': {
      name: 'Контекстная реклама Google Ads',
      description: 'Поисковые кампании и ремаркетинг, без учёта рекламного бюджета.',
    },
    'yandex-direct': {
      name: 'Яндекс Директ',
      description: 'Поиск и рекламная сеть Яндекса, без учёта рекламного бюджета.',
    },
    'influencer-ads': {
      name: 'Реклама у блогеров',
      description: 'Подбор блогеров, переговоры и контроль выхода рекламы.',
    },
    'seo-audit': {
      name: 'SEO-аудит сайта',
      description: 'Технический аудит, анализ семантики и план исправлений.',
    },
    'seo-promotion': {
      name: 'SEO-продвижение',
      description: 'Оптимизация страниц, контент и ссылки для роста в поиске.',
    },
    'landing-page': {
      name: 'Лендинг',
      description: 'Одностраничный сайт под рекламную кампанию с формой заявки.',
    },
    website: {
      name: 'Сайт компании',
      description: 'Многостраничный сайт с каталогом услуг и админ-панелью.',
    },
    'email-campaign': {
      name: 'Email-рассылка',
      description: 'Письмо с дизайном, текстом и отправкой по вашей базе.',
    },
    'email-automation': {
      name: 'Автоматические цепочки писем',
      description: 'Приветственная серия, брошенная корзина и реактивация клиентов.',
    },
    reels: {
      name: 'Reels',
      description: 'Сценарий, съёмка и монтаж короткого вертикального видео.',
    },
    'promo-video': {
      name: 'Рекламный ролик',
      description: 'Ролик до 60 секунд со сценарием, съёмкой, монтажом и музыкой.',
    },
    'motion-design': {
      name: 'Моушн-дизайн',
      description: 'Анимированная графика для рекламы и соцсетей.',
    },
    'marketing-strategy': {
      name: 'Маркетинговая стратегия',
      description: 'Позиционирование, каналы продвижения, бюджет и KPI на квартал.',
    },
    'marketing-audit': {
      name: 'Маркетинговый аудит',
      description: 'Оценка текущего маркетинга и точки роста продаж.',
    },
    'project-support': {
      name: 'Сопровождение проекта',
      description: 'Персональный менеджер, еженедельные созвоны и контроль задач.',
    },
    'business-consultation': {
      name: 'Бизнес-консультация',
      description: 'Разбор бизнеса с маркетологом и план действий.',
    },
    'smm-consultation': {
      name: 'Консультация по SMM',
      description: 'Разбор профиля, контента и рекламы с рекомендациями.',
    },
    'extra-language': {
      name: 'Дополнительный язык',
      description: 'Перевод и адаптация контента на узбекский или английский язык.',
    },
    'urgent-delivery': {
      name: 'Срочное выполнение',
      description: 'Запуск работ в течение 24 часов вне очереди.',
    },
  },
};
