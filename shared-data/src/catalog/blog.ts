/** A static article of the /blog page. */
export interface BlogArticle {
  id: string;
  title: string;
  description: string;
  excerpt: string;
  author: string;
  /** Publication date, ISO `YYYY-MM-DD`. */
  date: string;
  /** Reading time in minutes. */
  readTime: number;
  views: number;
  comments: number;
  tags: readonly string[];
  /** Alternative text of the cover image. */
  imageAlt: string;
}

/** The six static articles of /blog; the first one is featured. */
export const blogArticles: readonly BlogArticle[] = [
  {
    id: 'smm-strategy-2025',
    title: 'SMM-стратегия для бизнеса в Ташкенте: с чего начать в 2025 году',
    description: 'Пошаговый план продвижения в Instagram и Telegram для локального бизнеса.',
    excerpt:
      'Разбираем, как определить целевую аудиторию, выбрать площадки и выстроить контент-план, который приводит заявки, а не только подписчиков. Делимся чек-листом, по которому мы запускаем проекты клиентов.',
    author: 'Азиз Каримов',
    date: '2025-07-14',
    readTime: 8,
    views: 2480,
    comments: 34,
    tags: ['SMM', 'Стратегия', 'Instagram'],
    imageAlt: 'Маркетолог составляет контент-план для соцсетей на ноутбуке',
  },
  {
    id: 'targeting-mistakes',
    title: '7 ошибок в таргетированной рекламе, которые съедают бюджет',
    description: 'Почему реклама не приносит клиентов и как это исправить.',
    excerpt:
      'Широкая аудитория, один креатив на всё и отсутствие аналитики — самые частые причины слитого бюджета. Показываем, как находить и устранять эти ошибки.',
    author: 'Дилноза Юсупова',
    date: '2025-07-02',
    readTime: 6,
    views: 1875,
    comments: 21,
    tags: ['Таргет', 'Реклама', 'Аналитика'],
    imageAlt: 'График расходов рекламной кампании на экране',
  },
  {
    id: 'local-seo',
    title: 'Локальное SEO: как попасть в ТОП поиска по Ташкенту',
    description: 'Карты, отзывы и оптимизация сайта под запросы вашего города.',
    excerpt:
      'Рассказываем, как настроить карточку компании на картах, собирать отзывы и оптимизировать страницы сайта, чтобы клиенты из Ташкента находили вас первыми.',
    author: 'Шерзод Рахимов',
    date: '2025-06-18',
    readTime: 7,
    views: 1532,
    comments: 17,
    tags: ['SEO', 'Сайты', 'Продвижение'],
    imageAlt: 'Поисковая выдача с локальными результатами на смартфоне',
  },
  {
    id: 'telegram-bots-for-business',
    title: 'Telegram-бот для бизнеса: приём заказов и запись без администратора',
    description: 'Какие задачи бот решает лучше человека и сколько времени он экономит.',
    excerpt:
      'Бот принимает заказы круглосуточно, напоминает о записи и собирает отзывы. Разбираем реальные сценарии для кафе, клиник и учебных центров.',
    author: 'Бахтиёр Усманов',
    date: '2025-06-05',
    readTime: 5,
    views: 1290,
    comments: 12,
    tags: ['Боты', 'Автоматизация', 'Telegram'],
    imageAlt: 'Чат с Telegram-ботом для записи клиентов на экране телефона',
  },
  {
    id: 'crm-implementation',
    title: 'Внедрение CRM: как перестать терять заявки',
    description: 'Практическое руководство для владельцев малого и среднего бизнеса.',
    excerpt:
      'Заявки из соцсетей, сайта и звонков в одной системе, напоминания менеджерам и прозрачная воронка продаж. Объясняем, как подготовиться к внедрению и избежать типичных ошибок.',
    author: 'Елена Ким',
    date: '2025-05-21',
    readTime: 9,
    views: 980,
    comments: 9,
    tags: ['CRM', 'Продажи', 'Автоматизация'],
    imageAlt: 'Воронка продаж в интерфейсе CRM-системы',
  },
  {
    id: 'branding-small-business',
    title: 'Брендинг для малого бизнеса: зачем он нужен и с чего начать',
    description: 'Логотип, фирменный стиль и тон общения, которые запоминаются.',
    excerpt:
      'Сильный бренд помогает выделиться среди конкурентов и повышает доверие клиентов. Рассказываем, из чего состоит фирменный стиль и как его внедрить поэтапно.',
    author: 'Малика Ахмедова',
    date: '2025-05-07',
    readTime: 6,
    views: 1104,
    comments: 14,
    tags: ['Брендинг', 'Дизайн'],
    imageAlt: 'Эскизы логотипа и палитра фирменных цветов на столе дизайнера',
  },
];

/** The featured article at the top of /blog. */
export const featuredArticle = blogArticles[0] as BlogArticle;

/** The articles listed under the featured one. */
export const listedArticles: readonly BlogArticle[] = blogArticles.slice(1);
