/**
 * The digital constructor's Russian texts: its categories by value, its modules' names and descriptions by
 * id, and the units an item is priced per. The Uzbek book (`digital-constructor.uz.ts`) gives every one of
 * them.
 */
export default {
  categories: {
    frontend: 'Frontend',
    backend: 'Backend',
    mobile: 'Мобильные приложения',
    bots: 'Боты',
    ecommerce: 'E-commerce',
    crm: 'CRM и ERP',
    design: 'Дизайн',
    devops: 'DevOps',
    analytics: 'Аналитика',
    'ai-ml': 'AI/ML',
    security: 'Безопасность',
    integration: 'Интеграции',
    support: 'Поддержка',
    testing: 'Тестирование',
  },
  units: {
    month: 'месяц',
    hour: 'час',
  },
  items: {
    'landing-page': {
      name: 'Лендинг',
      description: 'Продающая страница с формой заявки и адаптивной вёрсткой.',
    },
    'corporate-site': {
      name: 'Корпоративный сайт',
      description: 'Многостраничный сайт компании с админ-панелью и блогом.',
    },
    'react-app': {
      name: 'Веб-приложение на React',
      description: 'Одностраничное приложение с личным кабинетом и сложными формами.',
    },
    'admin-panel': {
      name: 'Административная панель',
      description: 'Управление контентом, заказами и пользователями.',
    },
    pwa: {
      name: 'Прогрессивное веб-приложение (PWA)',
      description: 'Работа без сети, установка на телефон и push-уведомления.',
    },
    multilingual: {
      name: 'Мультиязычность',
      description: 'Версии на русском, узбекском и английском языках.',
    },
    'rest-api': {
      name: 'REST API',
      description: 'Серверная часть на Node.js или Python с документацией.',
    },
    'database-design': {
      name: 'Проектирование базы данных',
      description: 'Схема данных PostgreSQL или MongoDB с миграциями.',
    },
    'auth-system': {
      name: 'Авторизация и роли',
      description: 'Вход по телефону или email, права доступа для сотрудников.',
    },
    microservice: {
      name: 'Микросервис',
      description: 'Отдельный сервис с очередями задач и масштабированием.',
    },
    realtime: {
      name: 'Обновления в реальном времени',
      description: 'Чаты, уведомления и статусы через WebSocket.',
    },
    'file-storage': {
      name: 'Хранилище файлов',
      description: 'Загрузка, сжатие и раздача изображений и документов.',
    },
    'ios-app': {
      name: 'Приложение для iOS',
      description: 'Нативное приложение на Swift для iPhone.',
    },
    'android-app': {
      name: 'Приложение для Android',
      description: 'Нативное приложение на Kotlin.',
    },
    'cross-platform-app': {
      name: 'Кроссплатформенное приложение',
      description: 'Одно приложение для iOS и Android на React Native или Flutter.',
    },
    'push-notifications': {
      name: 'Push-уведомления',
      description: 'Рассылки и сервисные уведомления в приложении.',
    },
    'store-publishing': {
      name: 'Публикация в магазинах приложений',
      description: 'Подготовка и публикация в App Store и Google Play.',
    },
    'telegram-bot': {
      name: 'Telegram-бот',
      description: 'Бот для заявок, записи и ответов на частые вопросы.',
    },
    'telegram-payments-bot': {
      name: 'Telegram-бот с оплатой',
      description: 'Каталог, корзина и оплата через Payme и Click прямо в боте.',
    },
    'whatsapp-bot': {
      name: 'WhatsApp-бот',
      description: 'Автоответы и приём заказов через WhatsApp Business API.',
    },
    'telegram-mini-app': {
      name: 'Telegram Mini App',
      description: 'Полноценное веб-приложение внутри Telegram.',
    },
    'online-store': {
      name: 'Интернет-магазин',
      description: 'Каталог, корзина, оплата, доставка и управление заказами.',
    },
    'product-catalog': {
      name: 'Каталог товаров',
      description: 'Фильтры, поиск и карточки товаров с вариантами.',
    },
    checkout: {
      name: 'Корзина и оформление заказа',
      description: 'Оформление в один шаг, промокоды и выбор доставки.',
    },
    'marketplace-integration': {
      name: 'Интеграция с маркетплейсами',
      description: 'Выгрузка товаров и заказов в Uzum Market и Wildberries.',
    },
    'crm-system': {
      name: 'CRM-система',
      description: 'Собственная CRM: клиенты, сделки, задачи и отчёты.',
    },
    'erp-system': {
      name: 'ERP-система',
      description: 'Учёт склада, закупок, производства и финансов в одной системе.',
    },
    'crm-integration': {
      name: 'Интеграция с amoCRM или Bitrix24',
      description: 'Передача заявок с сайта и из ботов в вашу CRM.',
    },
    'sales-dashboard': {
      name: 'Панель продаж',
      description: 'Показатели отдела продаж в реальном времени.',
    },
    'ui-ux-design': {
      name: 'UI/UX-дизайн',
      description: 'Исследование пользователей, макеты всех экранов и адаптивы.',
    },
    prototype: {
      name: 'Интерактивный прототип',
      description: 'Кликабельный прототип в Figma для проверки идеи.',
    },
    'design-system': {
      name: 'Дизайн-система',
      description: 'Библиотека компонентов и правила интерфейса.',
    },
    'mobile-app-design': {
      name: 'Дизайн мобильного приложения',
      description: 'Макеты под iOS и Android с учётом гайдлайнов платформ.',
    },
    'ci-cd': {
      name: 'Настройка CI/CD',
      description: 'Автоматическая сборка, тесты и выкладка при каждом изменении.',
    },
    docker: {
      name: 'Контейнеризация в Docker',
      description: 'Одинаковое окружение для разработки и сервера.',
    },
    'cloud-deploy': {
      name: 'Развёртывание в облаке',
      description: 'Инфраструктура в AWS или у локального провайдера.',
    },
    kubernetes: {
      name: 'Кластер Kubernetes',
      description: 'Отказоустойчивость и автоматическое масштабирование.',
    },
    monitoring: {
      name: 'Мониторинг и логирование',
      description: 'Оповещения о сбоях, журналы и метрики сервера.',
    },
    'bi-dashboard': {
      name: 'BI-дашборд',
      description: 'Ключевые показатели бизнеса на одном экране.',
    },
    'event-analytics': {
      name: 'Продуктовая аналитика',
      description: 'События, воронки и когорты пользователей.',
    },
    'data-warehouse': {
      name: 'Хранилище данных',
      description: 'Сбор данных из всех систем для отчётов и прогнозов.',
    },
    'ai-assistant': {
      name: 'AI-ассистент',
      description: 'Чат-бот на языковой модели, обученный на ваших материалах.',
    },
    'ml-model': {
      name: 'Модель машинного обучения',
      description: 'Прогноз спроса, скоринг клиентов или классификация.',
    },
    recommendations: {
      name: 'Рекомендательная система',
      description: 'Персональные подборки товаров и контента.',
    },
    'computer-vision': {
      name: 'Компьютерное зрение',
      description: 'Распознавание документов, товаров и лиц на фото и видео.',
    },
    'security-audit': {
      name: 'Аудит безопасности',
      description: 'Проверка кода и инфраструктуры с отчётом и рекомендациями.',
    },
    pentest: {
      name: 'Тестирование на проникновение',
      description: 'Поиск уязвимостей глазами злоумышленника.',
    },
    'data-protection': {
      name: 'Защита данных',
      description: 'Шифрование, резервные копии и защита от атак.',
    },
    'payment-integration': {
      name: 'Платёжные системы',
      description: 'Подключение Payme, Click и Uzum.',
    },
    'sms-gateway': {
      name: 'SMS-шлюз',
      description: 'Коды подтверждения и уведомления по SMS.',
    },
    maps: {
      name: 'Карты и геолокация',
      description: 'Карты, адреса доставки и расчёт расстояний.',
    },
    'one-c': {
      name: 'Интеграция с 1С',
      description: 'Обмен товарами, остатками и заказами с 1С.',
    },
    'third-party-api': {
      name: 'Интеграция со сторонним API',
      description: 'Подключение любого внешнего сервиса по API.',
    },
    'monthly-support': {
      name: 'Техническая поддержка',
      description: 'Исправление ошибок, обновления и резервное копирование.',
    },
    'technical-consultation': {
      name: 'Техническая консультация',
      description: 'Разбор задачи, архитектуры или стека с ведущим разработчиком.',
    },
    'content-updates': {
      name: 'Обновление контента',
      description: 'Правки текстов, фото и товаров по вашим заявкам.',
    },
    'manual-testing': {
      name: 'Ручное тестирование',
      description: 'Проверка сценариев на разных устройствах и браузерах.',
    },
    'automated-tests': {
      name: 'Автотесты',
      description: 'Модульные и сквозные тесты, которые запускаются при каждом изменении.',
    },
    'load-testing': {
      name: 'Нагрузочное тестирование',
      description: 'Проверка, сколько пользователей выдержит система.',
    },
  },
};
