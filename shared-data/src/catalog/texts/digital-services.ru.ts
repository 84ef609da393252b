import { digitalServiceTitles } from './service-titles.ru';

/**
 * The digital studio's services in Russian, by service id: title, subtitle, description and features. The
 * Uzbek book (`digital-services.uz.ts`) gives every one of them.
 */
export default {
  services: {
    'web-development': {
      title: digitalServiceTitles['web-development'],
      subtitle: 'Сайты и веб-приложения',
      description: 'Корпоративные сайты, интернет-магазины и сложные веб-приложения на React и Node.js.',
      features: ['Адаптивная вёрстка', 'SEO-оптимизация', 'Админ-панель', 'Высокая скорость загрузки'],
    },
    'mobile-development': {
      title: digitalServiceTitles['mobile-development'],
      subtitle: 'iOS и Android',
      description: 'Нативные и кроссплатформенные приложения с публикацией в App Store и Google Play.',
      features: ['React Native и Flutter', 'Push-уведомления', 'Оплата в приложении', 'Работа без сети'],
    },
    bots: {
      title: digitalServiceTitles.bots,
      subtitle: 'Telegram и WhatsApp',
      description: 'Боты для продаж, записи и поддержки клиентов, Telegram Mini Apps с оплатой.',
      features: ['Приём заказов и оплат', 'Интеграция с CRM', 'Рассылки', 'Статистика'],
    },
    backend: {
      title: digitalServiceTitles.backend,
      subtitle: 'Серверы и API',
      description: 'Надёжная серверная часть, базы данных и API для веба и мобильных приложений.',
      features: ['Node.js и Python', 'PostgreSQL и MongoDB', 'Очереди и кэш Redis', 'Документация API'],
    },
    'ux-ui': {
      title: digitalServiceTitles['ux-ui'],
      subtitle: 'Интерфейсы, которые продают',
      description:
        'Исследование пользователей, прототипы и дизайн интерфейсов для веба и мобильных приложений.',
      features: ['Исследование аудитории', 'Прототипы в Figma', 'Дизайн-система', 'Юзабилити-тесты'],
    },
    cybersecurity: {
      title: digitalServiceTitles.cybersecurity,
      subtitle: 'Защита данных и систем',
      description: 'Аудит безопасности, тестирование на проникновение и защита инфраструктуры.',
      features: ['Аудит кода', 'Пентест', 'Шифрование данных', 'Защита от DDoS'],
    },
    devops: {
      title: digitalServiceTitles.devops,
      subtitle: 'Инфраструктура и автоматизация',
      description: 'Облачная инфраструктура, CI/CD, контейнеры и мониторинг для стабильной работы сервисов.',
      features: ['Docker и Kubernetes', 'CI/CD', 'AWS', 'Мониторинг 24/7'],
    },
    'analytics-bi': {
      title: digitalServiceTitles['analytics-bi'],
      subtitle: 'Данные для решений',
      description: 'Сбор данных из всех систем, дашборды и отчёты для руководителей.',
      features: ['BI-дашборды', 'Хранилище данных', 'Сквозная аналитика', 'Прогнозы'],
    },
    'ai-ml': {
      title: digitalServiceTitles['ai-ml'],
      subtitle: 'Умная автоматизация',
      description: 'AI-ассистенты, рекомендательные системы, распознавание изображений и прогнозы.',
      features: ['AI-ассистенты', 'TensorFlow', 'Компьютерное зрение', 'Прогноз спроса'],
    },
    'crm-erp': {
      title: digitalServiceTitles['crm-erp'],
      subtitle: 'Автоматизация бизнеса',
      description: 'Собственные CRM и ERP или внедрение готовых систем под ваши процессы.',
      features: ['Учёт клиентов и сделок', 'Склад и закупки', 'Интеграция с 1С', 'Отчёты'],
    },
    'api-integration': {
      title: digitalServiceTitles['api-integration'],
      subtitle: 'Связь ваших систем',
      description: 'Подключение платёжных систем, маркетплейсов, CRM и любых внешних сервисов.',
      features: ['Payme, Click, Uzum', 'Маркетплейсы', 'amoCRM и Bitrix24', 'Webhooks'],
    },
    'qa-testing': {
      title: digitalServiceTitles['qa-testing'],
      subtitle: 'Качество без сюрпризов',
      description: 'Ручное и автоматическое тестирование, нагрузочные тесты и контроль качества релизов.',
      features: ['Ручное тестирование', 'Автотесты', 'Нагрузочное тестирование', 'Отчёты об ошибках'],
    },
  },
};
