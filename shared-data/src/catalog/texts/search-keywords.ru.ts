/**
 * The home page search's services in Russian, in the order they are suggested: the words a visitor types to
 * find each division's work, and the button of each division's suggestions.
 */
export default {
  marketing: [
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
  ],
  digital: [
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
  ],
  actions: {
    marketing: 'Перейти к выбору тарифа',
    digital: 'Обсудить проект',
  },
};
