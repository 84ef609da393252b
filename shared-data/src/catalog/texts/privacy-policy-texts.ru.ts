import { formatDate } from 'shared-data/site';

/** The privacy policy in Russian, by section id (the contacts and the configured analytics come from the caller). */
export default {
  /** The introduction under the policy's heading; `version` is the policy's date (ISO). */
  lead: (agency: string, version: string) =>
    `Как ${agency} обращается с данными, которые вы оставляете на сайте. Редакция от ${formatDate(version, 'ru')}`,
  operator: {
    title: 'Кто обрабатывает данные',
    text: (agency: string, address: string, email: string, phone: string) =>
      `Ваши данные обрабатывает агентство ${agency}: ${address}, e-mail ${email}, телефон ${phone}.`,
  },
  data: {
    title: 'Какие данные мы получаем',
    intro: 'Только то, что нужно, чтобы ответить на заявку:',
    items: [
      'имя, e-mail, телефон и название компании, которые вы указываете в форме;',
      'то, что вы пишете в форме: описание задачи, выбранные тариф или услуги;',
      'вместе с заявкой — метки рекламной кампании (UTM), сайт, с которого вы пришли, и первую страницу визита;',
      'у амбассадора — его промокод и заявки, пришедшие по нему;',
      'cookie аналитики — только если вы на это согласились.',
    ],
  },
  purposes: {
    title: 'Зачем',
    text: 'Чтобы ответить на вашу заявку, подготовить коммерческое предложение и вести учёт программы амбассадоров: рекомендаций и начисленных комиссий.',
  },
  storage: {
    title: 'Где хранятся данные',
    text: 'На серверах в Республике Узбекистан, как требует Закон Республики Узбекистан № ЗРУ-547 «О персональных данных».',
  },
  retention: {
    title: 'Как долго',
    text: 'Заявки хранятся 3 года после последнего контакта с вами. Затем мы их удаляем или обезличиваем.',
  },
  recipients: {
    title: 'Кто ещё их видит',
    text: 'Почтовый сервис команды и её Telegram-чат, куда приходят уведомления о новых заявках. Мы не продаём и не передаём ваши данные для чужой рекламы.',
  },
  rights: {
    title: 'Ваши права',
    intro: 'Вы можете в любой момент:',
    items: [
      'узнать, какие данные о вас у нас есть;',
      'исправить их;',
      'потребовать их удалить;',
      'отозвать согласие на обработку.',
    ],
  },
  deletion: {
    title: 'Как попросить удалить данные',
    contact: (email: string, phone: string) =>
      `Напишите на ${email} или позвоните по номеру ${phone}. Мы ответим в течение 10 рабочих дней.`,
    backups:
      'Из рабочей базы данные удаляются сразу, а в её резервных копиях остаются не дольше 30 дней: потом эти копии удаляются.',
  },
  /** The analytics section, on a site with analytics tags. */
  analytics: {
    title: 'Cookie и аналитика',
    /** The tags, as the sentence below names them. */
    tags: { yandexMetrica: 'Яндекс Метрику', ga4: 'Google Analytics 4' },
    /** What the site loads after consent: one or two of `tags`. */
    consent: (tags: readonly string[]) =>
      `Если вы нажали «Принять» в плашке вверху страницы, сайт подключает ${tags.join(' и ')}: они считают посещения и отправленные заявки, чтобы мы видели, какие страницы и кампании работают. Без вашего согласия они не загружаются.`,
    choice:
      'Выбор хранится в этом браузере, и его можно изменить в любой момент. После отказа мы удаляем cookie аналитики с сайта, а счётчики перестают загружаться со следующей страницы.',
    /** The control under the section that shows the consent bar again. */
    change: 'Изменить выбор об аналитике',
  },
  version: {
    title: 'Редакция политики',
    /** `version` is the policy's date (ISO), named as it is and written out. */
    text: (version: string) =>
      `Версия ${version} от ${formatDate(version, 'ru')}. Если политика изменится, здесь появится новая редакция с новой датой.`,
  },
};
