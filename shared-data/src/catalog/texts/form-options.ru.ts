/**
 * The forms' option labels in Russian, by each option's value (the value travels on the wire, the label is
 * shown). A budget's label is a sentence of its formatted limits.
 */
export default {
  landingServices: {
    'targeted-ads': 'Таргетированная реклама',
    smm: 'SMM и контент-маркетинг',
    seo: 'SEO продвижение',
    'web-development': 'Веб-разработка',
    'mobile-apps': 'Мобильные приложения',
    automation: 'Автоматизация бизнеса',
    crm: 'CRM системы',
    branding: 'Брендинг и дизайн',
    other: 'Другое',
  },
  preferredTimes: {
    morning: 'Утро (9:00 - 12:00)',
    day: 'День (12:00 - 15:00)',
    evening: 'Вечер (15:00 - 18:00)',
    flexible: 'Гибкий график',
  },
  budgets: {
    upTo: (max: string) => `До ${max}`,
    over: (min: string) => `Свыше ${min}`,
    individual: 'Обсудим индивидуально',
  },
  consultationMeetingFormats: {
    online: 'Онлайн (видеозвонок)',
    office: 'В нашем офисе',
    phone: 'По телефону',
  },
  customPlanMeetingFormats: {
    online: 'Онлайн-встреча (видеозвонок)',
    office: 'Встреча в офисе',
    phone: 'Телефонный звонок',
    messenger: 'Переписка в мессенджере',
  },
  digitalMeetingFormats: {
    online: 'Онлайн (видеозвонок)',
    office: 'В нашем офисе',
    'client-office': 'В офисе клиента',
    phone: 'По телефону',
  },
  experience: {
    'no-experience': 'Только начинаю',
    'less-1-year': 'Меньше года',
    '1-3-years': '1–3 года',
    '3-5-years': '3–5 лет',
    'more-5-years': 'Больше 5 лет',
  },
};
