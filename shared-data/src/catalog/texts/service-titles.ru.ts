/**
 * The services' titles in Russian, by service id: the Russian books' titles, and the name a service order gives its
 * service on every page (the team's inbox reads it; the schema accepts these names alone).
 */
export const digitalServiceTitles = {
  'web-development': 'Веб-разработка',
  'mobile-development': 'Мобильные приложения',
  bots: 'Чат-боты',
  backend: 'Backend-разработка',
  'ux-ui': 'UX/UI дизайн',
  cybersecurity: 'Кибербезопасность',
  devops: 'DevOps',
  'analytics-bi': 'Аналитика и BI',
  'ai-ml': 'AI и машинное обучение',
  'crm-erp': 'CRM и ERP системы',
  'api-integration': 'API и интеграции',
  'qa-testing': 'Тестирование и QA',
};

export const marketingServiceTitles = {
  'targeted-ads': 'Таргетированная реклама',
  smm: 'SMM и ведение соцсетей',
  'content-marketing': 'Контент-маркетинг',
  reels: 'Reels и короткие видео',
  'community-management': 'Работа с комментариями',
  'competitor-analysis': 'Анализ конкурентов',
  'photo-production': 'Фотопродакшн',
  crm: 'Внедрение CRM',
  'context-ads': 'Контекстная реклама',
  analytics: 'Аналитика и отчётность',
  'marketing-strategy': 'Маркетинговая стратегия',
  'video-production': 'Видеопродакшн',
  seo: 'SEO-продвижение',
  'email-marketing': 'Email-маркетинг',
  branding: 'Брендинг',
  'web-development': 'Разработка сайта',
  'influencer-marketing': 'Работа с блогерами',
  'chat-bots': 'Чат-боты для продаж',
  pr: 'PR и репутация',
  'marketing-consulting': 'Маркетинговый консалтинг',
};
