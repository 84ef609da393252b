/** How the divisions present themselves in Russian: their cards by division, the comparison's rows by id. */
export default {
  profiles: {
    marketing: {
      tagline: 'Маркетинговое агентство',
      description:
        'Приводим клиентов через таргетированную рекламу, SMM, SEO и брендинг — по тарифу с понятной ценой.',
      highlights: ['Таргет и SMM', 'SEO и контекст', 'Брендинг и дизайн', 'Аналитика и CRM'],
    },
    digital: {
      tagline: 'Студия разработки',
      description:
        'Создаём сайты, мобильные приложения, ботов и CRM-системы под ключ — фиксированными пакетами.',
      highlights: ['Сайты и магазины', 'Мобильные приложения', 'Telegram-боты', 'AI, DevOps и CRM'],
    },
  },
  comparisonRows: {
    goal: {
      criterion: 'Задача',
      marketing: 'Больше заявок и продаж',
      digital: 'Цифровой продукт для бизнеса',
    },
    format: {
      criterion: 'Формат работы',
      marketing: 'Ежемесячный тариф или конструктор',
      digital: 'Пакет или проект по смете',
    },
    result: {
      criterion: 'Что вы получаете',
      marketing: 'Стратегию, рекламу, контент и отчёты',
      digital: 'Готовый сайт, приложение или систему с поддержкой',
    },
  },
};
