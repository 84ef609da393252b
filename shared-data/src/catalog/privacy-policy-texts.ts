import { company, privacyPolicy, type RuntimeConfig } from 'shared-data/catalog';

/** A section of the privacy policy: a heading, its paragraphs and an optional list. */
export interface PrivacyPolicySection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
  /** The label of the control under the section that shows the analytics consent bar again. */
  analyticsChoice?: string;
}

/**
 * What the policy names from the runtime config: the contacts, so the page says what the footer says, and the
 * analytics ids, so it describes the analytics only where the site has them.
 */
export type PrivacyPolicyContacts = Pick<
  RuntimeConfig,
  'contactEmail' | 'agencyPhone' | 'yandexMetricaId' | 'ga4MeasurementId'
>;

export { consentReopenAttribute } from '../analytics/consent-reopen';

/** The analytics section, naming the configured tags, when the site has any. */
function analyticsSection({
  yandexMetricaId,
  ga4MeasurementId,
}: PrivacyPolicyContacts): PrivacyPolicySection[] {
  const tags = [yandexMetricaId && 'Яндекс Метрику', ga4MeasurementId && 'Google Analytics 4'].filter(
    Boolean,
  );
  if (tags.length === 0) return [];
  return [
    {
      id: 'analytics',
      title: 'Cookie и аналитика',
      paragraphs: [
        `Если вы нажали «Принять» в плашке вверху страницы, сайт подключает ${tags.join(' и ')}: они считают посещения и отправленные заявки, чтобы мы видели, какие страницы и кампании работают. Без вашего согласия они не загружаются.`,
        'Выбор хранится в этом браузере, и его можно изменить в любой момент. После отказа мы удаляем cookie аналитики с сайта, а счётчики перестают загружаться со следующей страницы.',
      ],
      analyticsChoice: 'Изменить выбор об аналитике',
    },
  ];
}

/** The introduction under the policy's heading. */
export const privacyPolicyLead = `Как ${company.name} обращается с данными, которые вы оставляете на сайте. Редакция от ${privacyPolicy.dateText}`;

/**
 * The privacy policy's sections, in reading order, with the agency's contacts from the runtime config and, on a
 * site with analytics, a section on it.
 */
export function privacyPolicySections(config: PrivacyPolicyContacts): readonly PrivacyPolicySection[] {
  const { contactEmail, agencyPhone } = config;
  return [
    {
      id: 'operator',
      title: 'Кто обрабатывает данные',
      paragraphs: [
        `Ваши данные обрабатывает агентство ${company.name}: ${company.addressText}, e-mail ${contactEmail}, телефон ${agencyPhone}.`,
      ],
    },
    {
      id: 'data',
      title: 'Какие данные мы получаем',
      paragraphs: ['Только то, что нужно, чтобы ответить на заявку:'],
      items: [
        'имя, e-mail, телефон и название компании, которые вы указываете в форме;',
        'то, что вы пишете в форме: описание задачи, выбранные тариф или услуги;',
        'вместе с заявкой — метки рекламной кампании (UTM), сайт, с которого вы пришли, и первую страницу визита;',
        'у амбассадора — его промокод и заявки, пришедшие по нему;',
        'cookie аналитики — только если вы на это согласились.',
      ],
    },
    {
      id: 'purposes',
      title: 'Зачем',
      paragraphs: [
        'Чтобы ответить на вашу заявку, подготовить коммерческое предложение и вести учёт программы амбассадоров: рекомендаций и начисленных комиссий.',
      ],
    },
    {
      id: 'storage',
      title: 'Где хранятся данные',
      paragraphs: [
        'На серверах в Республике Узбекистан, как требует Закон Республики Узбекистан № ЗРУ-547 «О персональных данных».',
      ],
    },
    {
      id: 'retention',
      title: 'Как долго',
      paragraphs: [
        'Заявки хранятся 3 года после последнего контакта с вами. Затем мы их удаляем или обезличиваем.',
      ],
    },
    {
      id: 'recipients',
      title: 'Кто ещё их видит',
      paragraphs: [
        'Почтовый сервис команды и её Telegram-чат, куда приходят уведомления о новых заявках. Мы не продаём и не передаём ваши данные для чужой рекламы.',
      ],
    },
    {
      id: 'rights',
      title: 'Ваши права',
      paragraphs: ['Вы можете в любой момент:'],
      items: [
        'узнать, какие данные о вас у нас есть;',
        'исправить их;',
        'потребовать их удалить;',
        'отозвать согласие на обработку.',
      ],
    },
    {
      id: 'deletion',
      title: 'Как попросить удалить данные',
      paragraphs: [
        `Напишите на ${contactEmail} или позвоните по номеру ${agencyPhone}. Мы ответим в течение 10 рабочих дней.`,
        'Из рабочей базы данные удаляются сразу, а в её резервных копиях остаются не дольше 30 дней: потом эти копии удаляются.',
      ],
    },
    ...analyticsSection(config),
    {
      id: 'version',
      title: 'Редакция политики',
      paragraphs: [
        `Версия ${privacyPolicy.version} от ${privacyPolicy.dateText}. Если политика изменится, здесь появится новая редакция с новой датой.`,
      ],
    },
  ];
}
