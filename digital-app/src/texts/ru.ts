import { digitalConstructorSavingsPercent, packDiscountBadgePercent } from 'shared-data/catalog';

/** The development studio's Russian texts. The Uzbek book (`uz.ts`) gives every one of them. */
export default {
  hero: {
    title: 'Разработка сайтов, приложений и ботов для вашего бизнеса',
    lead: 'Digital-студия полного цикла в Ташкенте: проектируем, разрабатываем и запускаем веб-сервисы, мобильные приложения, Telegram-ботов и CRM-системы — с фиксированной ценой в договоре и поддержкой после релиза.',
    discuss: 'Обсудить проект',
    seePacks: 'Смотреть пакеты',
    /** The starting price, which the card shows in bold where `price` stands. */
    fromPrice: (price: string) => `Проекты от ${price}`,
    figures: 'Студия в цифрах',
  },
  whyUs: {
    title: 'Почему выбирают нашу студию',
    lead: 'Берём на себя весь путь продукта — от идеи до запуска и поддержки.',
  },
  stats: {
    title: 'Агентство в цифрах',
  },
  packs: {
    title: 'Пакеты разработки',
    lead: `Готовые решения под ключ со скидкой ${packDiscountBadgePercent}% или проект из отдельных модулей в конструкторе. Оплата после подписания договора.`,
    popular: 'Популярный',
    savings: `Экономия до ${digitalConstructorSavingsPercent}%`,
    featuresLabel: (name: string) => `Что входит в ${name}`,
    /** What the order dialog calls the offer («Заявка на пакет PRO PACK»). */
    offerKind: 'пакет',
    choose: 'Выбрать пакет',
    chooseLabel: (name: string) => `Выбрать пакет ${name}`,
    build: 'Собрать проект',
  },
  constructorDialog: {
    title: 'Конструктор digital-проекта',
    description:
      'Добавьте нужные модули и их количество — стоимость проекта считается сразу. Оплата после подписания договора.',
    items: 'Модули проекта',
    pickFirst: 'Добавьте хотя бы один модуль, чтобы оставить заявку.',
    /** What happens after the request: the call within `hours` (the catalog's answer promise). */
    nextSteps: (hours: number) =>
      `Свяжемся с вами в течение ${hours} часов после заявки: технический специалист уточнит задачу, сроки и подготовит договор.`,
    count: 'Модулей',
    total: 'Итого',
    about: 'Описание проекта',
    more: 'Дополнительно',
    comments: 'Комментарий',
  },
  projects: {
    title: 'Какие проекты мы делаем',
    lead: 'Типичные задачи наших клиентов: что мы создаём, какой результат получает бизнес и сколько времени занимает запуск.',
    list: 'Проекты',
    built: 'Что создаём',
    result: 'Результат',
    time: 'Срок',
    technologies: (project: string) => `Технологии: ${project}`,
  },
  contact: {
    title: 'Обсудим ваш проект',
    lead: 'Расскажите о задаче — технический специалист оценит объём работ, предложит решение и подходящий пакет.',
    consultation: 'Получить консультацию',
    contactsTitle: 'Контакты агентства',
    phone: 'Телефон',
    writeInTelegram: 'Написать в Telegram',
    instagram: 'Мы в Instagram',
    address: 'Адрес',
    hours: 'Часы работы',
    /** Said after a link that opens in a new tab, to a screen reader only; it starts with a space. */
    newTab: ' (откроется в новой вкладке)',
  },
  servicesHero: {
    title: 'Услуги разработки',
    lead: 'Сайты, мобильные приложения, боты, CRM и AI-решения для бизнеса Ташкента и всего Узбекистана: от идеи и дизайна до запуска и поддержки.',
    consultation: 'Получить консультацию',
    figures: 'Студия в цифрах',
  },
  services: {
    title: 'Направления разработки',
    lead: 'Возьмите услугу в составе готового пакета со скидкой или закажите её отдельно по ориентировочной цене: точную стоимость назовём после оценки проекта.',
  },
  serviceCard: {
    features: (title: string) => `Что входит: ${title}`,
    packs: 'Доступно в пакетах',
    price: 'Стоимость',
    choosePack: 'Выбрать пакет',
    choosePackFor: (title: string) => `Выбрать пакет: ${title}`,
    separate: 'Отдельно',
    separateFor: (title: string) => `Отдельно: ${title}`,
  },
  serviceOrder: {
    title: (serviceTitle: string) => `Заказ услуги «${serviceTitle}»`,
    description: 'Оставьте контакты, и мы свяжемся с вами для обсуждения услуги, сроков и стоимости.',
    form: 'Контакты для заявки',
    submit: 'Отправить заявку',
    sending: 'Отправка...',
    message: 'Сообщение',
    service: 'Выбранная услуга',
    estimate: 'Ориентировочная стоимость',
    packs: 'Пакеты с этой услугой',
    comparePacks: 'Сравнить пакеты',
  },
  technologies: {
    title: 'Технологии',
    lead: 'Проверенный стек, на котором мы строим надёжные и быстрые продукты.',
  },
  servicesCta: {
    title: 'Не знаете, с чего начать?',
    lead: 'Технический специалист разберёт вашу задачу, предложит решение и оценит сроки и бюджет проекта. Бесплатно.',
    consultation: 'Техническая консультация',
    seePacks: 'Смотреть пакеты',
  },
};
