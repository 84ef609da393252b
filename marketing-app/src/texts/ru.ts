/**
 * marketing-app's Russian texts, a section per feature. The Uzbek book (`uz.ts`) gives every one of them. A text with
 * a figure of the catalog (a percent, hours, a count) is a function of it, so the book loads no catalog.
 */

const plural = new Intl.PluralRules('ru-RU');
/** "пункт" after a count, by the count's plural category. */
const featureWords: Record<string, string> = {
  one: 'пункт',
  few: 'пункта',
  many: 'пунктов',
  other: 'пункта',
};
/** "услуга" after a count, by the count's plural category. */
const serviceWords: Record<string, string> = { one: 'услуга', few: 'услуги', many: 'услуг' };

export default {
  /** Texts of several parts. */
  common: {
    /** A starting price, its amount already formatted: «от» and the amount. */
    priceFrom: (price: string) => `от ${price}`,
    /** The accessible name of a division's list of services. */
    divisionServices: (division: string) => `Услуги: ${division}`,
  },
  homeNav: {
    label: 'Разделы страницы',
    sections: {
      choice: 'Выбор направления',
      search: 'Поиск услуги',
      comparison: 'Сравнение',
      services: 'Услуги',
    },
  },
  divisionChoice: {
    title: 'Маркетинг или разработка — с чего начнём?',
    lead: 'Два направления одного агентства: рост продаж через маркетинг и цифровые продукты под ключ. Выберите, что нужно вашему бизнесу.',
    listLabel: 'Направления агентства',
    highlights: (division: string) => `Направления: ${division}`,
    timing: (value: string) => `Срок: ${value}`,
    go: 'Перейти',
  },
  serviceSearch: {
    title: 'Какая услуга вам нужна?',
    lead: 'Найдите услугу — подскажем, какое направление агентства с ней работает.',
    label: 'Название услуги',
    placeholder: 'Например, таргет, SEO или бот',
    hint: (letters: number) => `Поиск начинается с ${letters} букв.`,
    /** "Найдено 3 услуги", for the polite status line. */
    found: (count: number) => {
      const category = plural.select(count);
      const word = serviceWords[category] ?? serviceWords.many;
      return `${category === 'one' ? 'Найдена' : 'Найдено'} ${count} ${word}`;
    },
    /** The whole sentence; its part `nothingFoundLink` is shown as the link to the consultation. */
    nothingFound: (query: string) =>
      `По запросу «${query}» ничего не найдено. Попробуйте другое слово или спросите нас на консультации.`,
    nothingFoundLink: 'спросите нас на консультации',
    failed: 'Не удалось показать услуги. Проверьте подключение.',
    retry: 'Повторить',
    results: 'Результаты поиска',
  },
  divisionComparison: {
    title: 'Маркетинг и разработка: в чём разница',
    lead: 'Сравните направления и выберите то, что решит вашу задачу быстрее.',
    price: 'Стоимость',
  },
  divisionServices: {
    title: 'Услуги агентства',
    counts: (marketing: number, digital: number) =>
      `${marketing} маркетинговых услуг и ${digital} направлений разработки.`,
    more: {
      marketing: 'Все маркетинговые услуги',
      digital: 'Все услуги разработки',
    },
  },
  about: {
    more: 'Узнать больше о нас',
    consultation: 'Получить консультацию',
    closeLabel: 'Закрыть окно',
    close: 'Закрыть',
  },
  marketingHero: {
    title: 'Маркетинг, который приводит клиентов в ваш бизнес',
    lead: 'Таргетированная реклама, SMM, SEO и брендинг для бизнеса Ташкента и всего Узбекистана. Стратегия, контент и реклама под ключ с прозрачной отчётностью.',
    consultation: 'Получить консультацию бесплатно',
    packs: 'Смотреть пакеты услуг',
    stats: 'Наши результаты',
    more: 'Узнать больше о нас',
  },
  servicesCallToAction: {
    title: (count: number) => `Все ${count} услуг в одном месте`,
    lead: 'Посмотрите, что входит в каждую услугу и в каких тарифах она доступна.',
    button: 'Смотреть все услуги',
  },
  whyUs: {
    title: 'Почему выбирают нас',
    lead: 'Мы отвечаем за результат, а не за количество постов: вот на чём строится наша работа.',
  },
  clients: {
    title: 'Нам доверяют',
    list: 'Наши клиенты',
  },
  testimonials: {
    label: 'Отзывы клиентов',
    /** The name of the `number`-th review (from 1) of `total`. */
    slide: (number: number, total: number) => `Отзыв ${number} из ${total}`,
    rating: (rating: number) => `Оценка ${rating} из 5`,
  },
  pricingSection: {
    title: 'Тарифы',
    more: 'Подробнее о тарифах',
  },
  /** The tariff cards, the constructor block and the exclusive block. */
  plans: {
    choose: 'Выбрать тариф',
    chooseLabel: (name: string) => `Выбрать тариф ${name}`,
    calculate: 'Рассчитать стоимость',
    customRequest: 'Индивидуальный тариф',
    popular: 'Популярный',
    discount: (percent: number) => `Скидка ${percent}% на все тарифы`,
    guarantee: (percent: number) => `Гарантия роста продаж +${percent}%`,
    moreFeatures: (count: number) => `+${count} ${featureWords[plural.select(count)]} в тарифе`,
    featuresLabel: (name: string) => `Что входит в тариф ${name}`,
    readyTitle: 'Готовые тарифы',
    readyText: 'Каждый следующий тариф включает всё из предыдущего. Цены указаны за месяц работы.',
    constructorTitle: 'Соберите свой тариф',
    constructorSavings: (percent: number) => `Экономия до ${percent}%`,
    constructorText: (hours: number) =>
      `Выберите только нужные услуги и их количество — калькулятор сразу покажет стоимость. Свяжемся с вами в течение ${hours} часов после заявки.`,
    exclusiveTitle: 'Эксклюзивные тарифы',
    exclusiveText: (percent: number) =>
      `Для бизнеса, который готов расти быстрее: выделенная команда и рост продаж до ${percent}%+ с гарантией в договоре.`,
    exclusiveBadge: (percent: number) => `Рост продаж ${percent}%+`,
    consultation: 'Получить персональную консультацию',
  },
  /** The CONSTRUCTOR tariff's calculator: its dialog and its form (shared-ui's constructor form). */
  calculator: {
    title: 'Калькулятор тарифа КОНСТРУКТОР',
    description: 'Добавьте нужные услуги и их количество — стоимость тарифа в месяц считается сразу.',
    items: 'Услуги',
    pickFirst: 'Добавьте хотя бы одну услугу, чтобы оставить заявку.',
    nextSteps: (hours: number) =>
      `Свяжемся с вами в течение ${hours} часов после заявки, уточним детали и подготовим договор. Оплата после подписания договора.`,
    count: 'Услуг',
    total: 'Итого в месяц',
  },
  /** The custom-tariff request: its dialog and its form. */
  customPlan: {
    title: 'Конструктор индивидуального тарифа',
    description: (hours: number) =>
      `Отметьте нужные услуги и расскажите о бизнесе — подготовим тариф под ваши задачи. Свяжемся с вами в течение ${hours} часов.`,
    about: 'Расскажите о себе и своих целях',
    services: 'Услуги',
    servicesLabel: 'Какие услуги вам нужны',
    budget: 'Бюджет в месяц',
    extra: 'Дополнительно',
    promoCode: 'Промокод',
    optional: 'Необязательно',
    comments: 'Комментарий',
  },
  /** The notice of the promo code an ambassador's link brought. */
  referralOffer: {
    checking: (code: string) => `Проверяем промокод ${code}…`,
    unchecked: (code: string) =>
      `Промокод ${code} сохранен. Проверить его сейчас не удалось — мы проверим его при оформлении заявки.`,
    valid: (code: string, percent: number) =>
      `Ваш промокод ${code} действует: скидка ${percent}% на все тарифы будет применена при оформлении заявки.`,
    invalid: (code: string, percent: number) =>
      `Промокод ${code} не найден, скидка ${percent}% по нему не применится. Проверьте код у амбассадора.`,
  },
  marketingServices: {
    title: 'Все услуги',
    lead: 'Выберите тариф, в который входит нужная услуга, или соберите свой набор в конструкторе.',
    features: (service: string) => `Что входит: ${service}`,
    constructorOnly: 'Не входит в готовые тарифы',
    inConstructor: (plan: string) => `Доступно в ${plan}`,
    toConstructor: 'Собрать тариф в конструкторе',
    inPlans: 'Входит в тарифы:',
  },
  advantages: {
    title: '12 причин работать с нами',
    list: 'Преимущества агентства',
    achievements: 'Наши достижения',
  },
  discussProject: {
    eyebrow: 'Обсудить проект',
    title: 'Расскажите о вашем проекте',
    lead: (minutes: number) =>
      `Опишите задачу в нескольких словах — мы предложим решение, сроки и стоимость. Свяжемся с вами в течение ${minutes} минут.`,
    describe: 'Описать проект',
    briefTitle: 'Что рассказать о проекте',
    briefLead:
      'Не обязательно знать всё заранее: достаточно общих ответов, остальное уточним на консультации.',
    stepsTitle: 'Что будет дальше',
  },
  seoLanding: {
    rating: (value: number, best: number, reviews: number) => `Рейтинг ${value}/${best} — ${reviews} отзывов`,
    claims: 'Результаты наших клиентов',
    consultation: 'Получить консультацию',
    services: 'Смотреть услуги',
    free: 'Консультация бесплатна и ни к чему не обязывает.',
    reasonsTitle: 'Почему нас выбирают',
    reasonsList: 'Причины выбрать нас',
    offersTitle: 'Услуги и цены',
    perMonth: '/ месяц',
    allServices: 'Все маркетинговые услуги',
    contactsTitle: 'Контакты',
    contactsLead: 'Позвоните нам или закажите звонок — перезвоним в рабочее время.',
    phone: 'Телефон',
    address: 'Адрес',
    hours: 'Часы работы',
    callBack: 'Заказать звонок',
  },
  blog: {
    eyebrow: 'Блог',
    title: 'Блог о маркетинге и разработке',
    lead: 'Практические статьи о продвижении, рекламе, SEO и автоматизации для бизнеса в Ташкенте и Узбекистане.',
    articles: 'Статьи',
    note: 'Полные тексты статей готовятся к публикации — пока здесь краткое содержание каждой из них.',
    more: 'Другие статьи',
    end: 'Это все статьи блога на сегодня.',
    featured: 'Главная статья',
    readFeatured: 'Читать статью',
    read: 'Читать далее',
    about: 'Об этой статье',
    readTime: (minutes: number) => `${minutes} мин чтения`,
    /** The count already formatted: "2 480 просмотров". */
    views: (views: string) => `${views} просмотров`,
    comments: (count: number) => `${count} комментариев`,
    tags: 'Темы',
    newsletterTitle: 'Подписка на статьи',
    newsletterLead: 'Новые статьи о маркетинге и разработке для бизнеса в Узбекистане.',
    subscribe: 'Подписаться',
    checking: 'Проверяем...',
    telegram: 'Открыть Telegram-канал',
  },
  privacy: {
    eyebrow: 'Документы',
    title: 'Политика конфиденциальности',
    text: 'Текст политики',
  },
  servicesPage: {
    eyebrow: 'Услуги',
    title: 'Маркетинговые услуги',
    lead: (count: number) =>
      `${count} услуг для роста продаж: от таргетированной рекламы и SMM до CRM и брендинга. Каждая входит в готовые тарифы или собирается в конструкторе.`,
    callToAction: 'Консультация и тарифы',
  },
  servicePage: {
    consultation: 'Или запишитесь на консультацию',
  },
  whyChooseUsPage: {
    eyebrow: 'Почему мы',
    title: 'Почему выбирают нас',
    lead: 'Мы отвечаем за заявки и продажи, а не за охваты: работаем прозрачно, быстро стартуем и закрепляем результат в договоре.',
    callToAction: 'Консультация',
  },
  pricingPage: {
    title: 'Тарифы',
    lead: (from: number, to: number) =>
      `Тарифы на маркетинговые услуги от ${from} до ${to} USD в месяц. Оплата после подписания договора.`,
  },
};
