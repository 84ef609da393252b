/**
 * The SEO landing's Russian page texts: each address's headline by path, the reasons and the offers by id.
 * (Each address's head stays in `seo-landing.ts`, and the Uzbek heads are the server's, in
 * `route-heads-uz.ts`.) The Uzbek book (`seo-landing.uz.ts`) gives every one of them.
 */
export default {
  headlines: {
    '/seo-landing': {
      heading: 'Продвижение бизнеса в Ташкенте под ключ',
      lead: 'SMM, SEO, сайты и приложения от одной команды: приводим клиентов и отвечаем за результат в договоре.',
    },
    '/smm-services-tashkent': {
      heading: 'SMM-продвижение в Ташкенте',
      lead: 'Ведём Instagram и Telegram вашего бизнеса: контент, который продаёт, и реклама, которая приводит заявки.',
    },
    '/seo-promotion-uzbekistan': {
      heading: 'SEO-продвижение сайтов в Узбекистане',
      lead: 'Выводим сайт в ТОП Google и Яндекса по запросам, которые приносят клиентов, а не только трафик.',
    },
    '/website-development-tashkent': {
      heading: 'Разработка сайтов в Ташкенте',
      lead: 'Лендинги, сайты компаний и интернет-магазины, которые превращают посетителей в заявки.',
    },
    '/mobile-apps-uzbekistan': {
      heading: 'Мобильные приложения для бизнеса в Узбекистане',
      lead: 'Проектируем, разрабатываем и публикуем приложения для iOS и Android — от идеи до первых пользователей.',
    },
  },
  reasons: {
    'local-market': {
      label: 'Знаем рынок Узбекистана',
      description: 'Работаем с бизнесом Ташкента и регионов и знаем, где и как искать ваших клиентов.',
    },
    'fast-start': {
      label: 'Быстрый старт',
      /** The site's claims of how soon work starts and the first results come («24 часа», «7 дней»). */
      description: (startWithin: string, firstResults: string) =>
        `Начинаем работу в течение ${startWithin} после договора, первые результаты — через ${firstResults}.`,
    },
    'top-three': {
      label: 'Высокие позиции в поиске',
      description: 'Выводим сайты в ТОП-3 поисковой выдачи за 3–6 месяцев.',
    },
    transparency: {
      label: 'Прозрачная отчётность',
      description: 'Доступ к рекламным кабинетам и понятные отчёты о заявках и продажах.',
    },
  },
  offers: {
    smm: {
      title: 'SMM-продвижение',
      description: 'Ведение Instagram и Telegram, контент и таргетированная реклама.',
      features: [
        'Контент-план и публикации',
        'Reels и сторис',
        'Таргетированная реклама',
        'Ежемесячный отчёт',
      ],
    },
    seo: {
      title: 'SEO-продвижение',
      description: 'Рост позиций сайта в Google и Яндексе по запросам ваших клиентов.',
      features: ['Технический аудит', 'Семантическое ядро', 'Оптимизация страниц', 'Рост позиций и трафика'],
    },
  },
};
