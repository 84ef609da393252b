import { formatCalendarDay } from 'shared-data/site';

/** The free consultation the call-to-action cards offer, in one sentence. */
const consultationOffer = (minutes: number) =>
  `Бесплатная консультация ${minutes} минут: разберём ваш бизнес и предложим план продвижения.`;

/** shared-ui's Russian texts. The Uzbek book (`uz.ts`) gives every one of them. */
export default {
  copy: {
    success: { title: 'Скопировано!', description: 'Данные скопированы в буфер обмена' },
    failure: { title: 'Ошибка копирования', description: 'Не удалось скопировать данные' },
    copy: (label: string) => `Копировать: ${label}`,
    copied: (label: string) => `Скопировано: ${label}`,
  },
  /** What every notice of code or data that did not arrive shares. */
  loadFailure: {
    retry: 'Повторить',
    retrying: 'Загружаем...',
    failedAgain: 'Снова не удалось загрузить. Попробуйте чуть позже.',
  },
  dialog: { close: 'Закрыть' },
  /** Read out after a link that opens in a new tab. */
  newTab: '(откроется в новой вкладке)',
  skipLink: 'Перейти к содержимому',
  toast: { region: 'Уведомления', close: 'Закрыть уведомление' },
  price: {
    oldPrice: 'Старая цена',
    newPrice: 'Новая цена',
    discount: 'Скидка',
    /** A price that is only where it starts. */
    from: (money: string) => `от ${money}`,
    perMonth: '/месяц',
    saving: (money: string) => `Экономия ${money}`,
  },
  countdown: {
    label: 'Акция',
    until: 'До конца акции:',
    /**
     * Each unit's word for the plural categories of `Intl.PluralRules` that Russian uses with whole numbers; the
     * early script's ticker picks among them, so they are data rather than a function.
     */
    units: {
      days: { one: 'день', few: 'дня', many: 'дней' },
      hours: { one: 'час', few: 'часа', many: 'часов' },
      minutes: { one: 'минута', few: 'минуты', many: 'минут' },
      seconds: { one: 'секунда', few: 'секунды', many: 'секунд' },
    },
  },
  carousel: {
    /** A slide's name: its place among all of them. */
    slide: (position: number, total: number) => `${position} из ${total}`,
    previous: 'Предыдущий слайд',
    next: 'Следующий слайд',
    dots: 'Выбор слайда',
    dot: (position: number) => `Слайд ${position}`,
    start: 'Запустить прокрутку',
    stop: 'Остановить прокрутку',
  },
  menu: {
    button: 'Меню',
    /** The landmark name of each division's menu. */
    marketing: 'Основное меню',
    digital: 'Меню Digital Agency',
  },
  /**
   * The labels of shared-data's menus (`marketingHeaderLinks`, … in routes/navigation.ts), in their order: each list
   * labels that menu's links one by one (a test checks that every link has its label).
   */
  navigation: {
    marketingHeader: ['О нас', 'Тарифы', 'Услуги', 'Почему мы', 'Digital Agency', 'Контакты', 'Амбассадор'],
    marketingAction: 'Консультация',
    digitalHeader: ['Услуги', 'Проекты', 'Пакеты', 'Контакты', 'Marketing Agency'],
    digitalAction: 'Заказать проект',
    marketingFooter: ['О нас', 'Услуги', 'Тарифы', 'Почему мы', 'Контакты', 'Амбассадор'],
    digitalFooter: ['Главная', 'Услуги', 'Почему мы', 'Пакеты', 'Контакты', 'Marketing Agency'],
    privacy: 'Политика конфиденциальности',
  },
  footer: { sections: 'Разделы', services: 'Услуги', contacts: 'Контакты' },
  appCrash: {
    title: 'Что-то пошло не так',
    text: 'Раздел не удалось показать. Обновите страницу или вернитесь на главную.',
    reload: 'Обновить страницу',
    home: 'На главную',
  },
  /** What a whole app says when its store or its frame's code did not arrive; the shell's fallback says the same. */
  appLoadFailed: {
    title: 'Раздел временно недоступен',
    message: (section: string) =>
      `Не удалось загрузить раздел «${section}». Проверьте подключение к интернету и попробуйте еще раз.`,
    failedAgain: 'Раздел все еще недоступен. Попробуйте чуть позже.',
    /** How visitors call each part of the site, named in the message. */
    sections: {
      'marketing-app': 'Маркетинговое агентство',
      'digital-app': 'Digital-студия',
      'ambassador-app': 'Программа амбассадоров',
      'admin-app': 'Кабинет команды',
    },
  },
  ctaCard: {
    consultation: {
      title: 'Получите бесплатную консультацию',
      description: (minutes: number) => consultationOffer(minutes),
    },
    pricing: {
      title: 'Выберите свой тариф',
      description: 'Готовые пакеты продвижения с понятной ценой или индивидуальный тариф в конструкторе.',
    },
    both: {
      title: 'Готовы увеличить продажи?',
      description: (minutes: number) => `${consultationOffer(minutes)} Или сразу выберите подходящий тариф.`,
    },
    consultationButton: 'Получить консультацию',
    pricingButton: 'Смотреть тарифы',
  },
  floatingCall: { label: 'Быстрая связь', call: (phone: string) => `Позвонить: ${phone}` },
  /** The fields' labels the lead forms share. */
  fields: {
    name: 'Имя',
    email: 'Email',
    phone: 'Телефон',
    company: 'Компания',
    optional: 'Необязательно',
    comments: 'Комментарий',
    service: 'Интересующая услуга',
    message: 'Сообщение',
    preferredTime: 'Удобное время для связи',
    budget: 'Бюджет',
    consultationDate: 'Желаемая дата консультации',
    meetingFormat: 'Формат встречи',
    companyActivity: 'Сфера деятельности',
    experienceYears: 'Опыт в бизнесе',
    aboutYou: 'Расскажите о себе и своем бизнесе',
    promoCode: 'Промокод',
  },
  select: { placeholder: 'Выберите вариант' },
  dateField: {
    placeholder: 'Выберите дату',
    /** A chosen day, e.g. «22 августа 2025 г.». */
    day: (date: Date) => formatCalendarDay(date, 'ru'),
    clear: 'Очистить',
    clearField: (label: string) => `Очистить: ${label}`,
    calendar: (label: string) => `Календарь: ${label}`,
    loading: 'Загружаем календарь…',
    failed: 'Не удалось загрузить календарь. Проверьте подключение к интернету и откройте его еще раз.',
    previousMonth: 'Перейти к предыдущему месяцу',
    nextMonth: 'Перейти к следующему месяцу',
  },
  selection: { total: 'Итого' },
  quantity: {
    field: (item: string) => `Количество: ${item}`,
    decrease: (item: string) => `Уменьшить количество: ${item}`,
    increase: (item: string) => `Увеличить количество: ${item}`,
  },
  formKitFailure: {
    message: 'Не удалось загрузить форму. Проверьте подключение к интернету и попробуйте еще раз.',
    close: 'Закрыть',
  },
  constructorForm: {
    submit: 'Отправить заявку',
    sending: 'Отправляем...',
    nextSteps: 'Что дальше',
    contacts: 'Контактные данные',
    business: 'О вашем бизнесе',
    meeting: 'Встреча',
  },
  consultationDialog: {
    title: 'Получить бесплатную консультацию',
    description: 'Оставьте контакты, и мы подберем удобное время для консультации.',
    submit: 'Отправить заявку',
    sending: 'Отправляем...',
  },
  consultationSection: {
    title: 'Получите бесплатную консультацию',
    formTitle: 'Запись на консультацию',
    submit: 'Записаться на консультацию',
    sending: 'Отправляем заявку...',
  },
  planOrder: {
    /** What the offer is called when the page names nothing else. */
    offerKind: 'тариф',
    title: (kind: string, name: string) => `Заявка на ${kind} ${name}`,
    description:
      'Оставьте контакты — мы свяжемся с вами для подтверждения заказа. Оплата после подписания договора.',
    chosen: (kind: string) => `Выбранный ${kind}`,
    form: 'Данные для заявки',
    submit: 'Отправить заявку',
    sending: 'Отправка...',
    configure: 'Настроить тариф',
    configureNote:
      'Цена конструктора зависит от выбранных услуг: отметьте нужные, и мы рассчитаем точную стоимость.',
  },
  promoQuote: {
    checking: 'Проверяем промокод…',
    applied: (percent: number) => `Промокод действует: скидка ${percent}%`,
    discount: 'Скидка',
    final: 'Итого к оплате',
    invalid: (percent: number) =>
      `Промокод не найден — скидка ${percent}% не применится. Проверьте код у амбассадора.`,
    unavailable: 'Проверить промокод сейчас не удалось — мы проверим его при обработке заявки.',
  },
};
