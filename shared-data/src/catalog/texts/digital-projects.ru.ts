/** A span of weeks: its first and its last week. */
interface Weeks {
  min: number;
  max: number;
}

const weekForms: Partial<Record<Intl.LDMLPluralRule, string>> = {
  one: 'неделя',
  few: 'недели',
  many: 'недель',
};
const weekPlural = new Intl.PluralRules('ru-RU');

/**
 * The digital landing's Russian texts: the typical projects by id, the reasons to choose the studio by id,
 * and how a span of weeks is written. The Uzbek book (`digital-projects.uz.ts`) gives every one of them.
 */
export default {
  /** A span of weeks as the site writes it: "2–4 недели", "6–8 недель". */
  weeks: ({ min, max }: Weeks) => {
    const word = weekForms[weekPlural.select(max)] ?? weekForms.many;
    return min === max ? `${max} ${word}` : `${min}–${max} ${word}`;
  },
  projects: {
    'online-store': {
      type: 'Интернет-магазин',
      industry: 'Розничная торговля',
      built: 'Каталог с фильтрами, корзина, оплата через Payme и Click, панель для менеджеров и склада.',
      result: 'Заказы и оплаты принимаются круглосуточно, без звонков менеджеру.',
    },
    'booking-bot': {
      type: 'Telegram-бот записи',
      industry: 'Клиники и салоны',
      built: 'Запись на приём с выбором специалиста и времени, напоминания клиентам, передача записей в CRM.',
      result: 'Клиенты записываются сами в любое время, администратор видит расписание в одном месте.',
    },
    'delivery-app': {
      type: 'Мобильное приложение',
      industry: 'Доставка еды',
      built:
        'Приложение для iOS и Android: меню, заказ, статус доставки и push-уведомления; панель для кухни.',
      result: 'Приложение опубликовано в App Store и Google Play, заказы идут напрямую, без агрегаторов.',
    },
    'real-estate-crm': {
      type: 'CRM-система',
      industry: 'Недвижимость',
      built: 'Единая база объектов и клиентов, воронка сделок, роли сотрудников и отчёты для руководителя.',
      result: 'Все заявки и сделки в одном окне вместо таблиц и переписок в мессенджерах.',
    },
    'education-site': {
      type: 'Корпоративный сайт',
      industry: 'Образование',
      built: 'Сайт учебного центра с расписанием курсов, онлайн-заявкой, блогом и базовой SEO-оптимизацией.',
      result: 'Заявки с сайта сразу приходят в Telegram, сайт находят в поиске по названиям курсов.',
    },
    'support-assistant': {
      type: 'AI-ассистент поддержки',
      industry: 'Логистика',
      built: 'Ассистент отвечает клиентам о статусе отправлений и передаёт сложные вопросы оператору.',
      result: 'Операторы заняты только сложными обращениями, клиенты получают ответ сразу.',
    },
  },
  whyUs: {
    'full-cycle': {
      value: 'Под ключ',
      label: 'Полный цикл разработки',
      description:
        'Аналитика, дизайн, разработка, тестирование и запуск — одна команда отвечает за весь проект.',
    },
    'fast-start': {
      /** How soon work starts, as the site's claim writes it: «24 часа». */
      label: (startWithin: string) => `Старт работ за ${startWithin}`,
      /** How long a project takes, as `weeks` writes it: «2–8 недель». */
      description: (delivery: string) =>
        `Приступаем сразу после подписания договора, а проект запускаем за ${delivery}.`,
    },
    'fixed-terms': {
      value: 'Договор',
      label: 'Фиксированные цена и сроки',
      description:
        'Объём работ, стоимость и сроки закреплены в договоре, оплата — только после его подписания.',
    },
    support: {
      label: 'Поддержка после запуска',
      description: 'Сопровождаем проект после релиза: обновления, мониторинг и помощь вашей команде.',
    },
  },
};
