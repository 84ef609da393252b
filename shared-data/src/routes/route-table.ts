import { digitalConstructorPack } from '../catalog/digital-packs';
import { tariffUsdRange } from '../catalog/promo';
import { seoLandingVariants } from '../catalog/seo-landing';
import type { RemoteName } from '../config/remotes';
import { formatMoney } from '../format/money';

export interface RouteMeta {
  title: string;
  description: string;
  keywords: readonly string[];
}

export interface RouteEntry {
  /** Path pattern; `:name` matches one segment. */
  path: string;
  app: RemoteName;
  meta: RouteMeta;
  /** The agency team's own page: `noindex`, not in the sitemap, never rendered on the server. */
  private?: true;
}

/** Named paths of the site, for links; patterns with `:id` are built with the helpers below. */
export const paths = {
  home: '/',
  marketing: '/marketing',
  pricing: '/pricing',
  services: '/services',
  whyChooseUs: '/why-choose-us',
  seoLanding: '/seo-landing',
  blog: '/blog',
  discussProject: '/service',
  digital: '/digital',
  digitalServices: '/digital/services',
  ambassador: '/ambassador',
  admin: '/admin',
} as const;

/** The referral landing of an ambassador. */
export const referralPath = (referralId: string) => `/referral/${encodeURIComponent(referralId)}`;

/** Every page of the site and the remote that owns it. The shell, the server and the sitemap all read this. */
export const routeTable: readonly RouteEntry[] = [
  {
    path: '/',
    app: 'marketing-app',
    meta: {
      title: 'Маркетинг и digital-разработка в Ташкенте',
      description:
        'Digital-агентство в Ташкенте: маркетинг с ростом продаж и разработка сайтов, приложений и ботов. Бесплатная консультация.',
      keywords: [
        'digital-агентство Ташкент',
        'маркетинг',
        'разработка сайтов',
        'мобильные приложения',
        'SMM',
        'SEO',
      ],
    },
  },
  {
    path: '/marketing',
    app: 'marketing-app',
    meta: {
      title: 'Маркетинговое агентство в Ташкенте',
      description: 'Таргет, SMM, SEO, брендинг и аналитика под ключ. Рост продаж на 200–300% за 3 месяца.',
      keywords: ['маркетинговое агентство', 'таргетированная реклама', 'SMM', 'SEO', 'брендинг', 'Ташкент'],
    },
  },
  {
    path: '/pricing',
    app: 'marketing-app',
    meta: {
      title: 'Тарифы на маркетинг',
      description: `Тарифы на маркетинговые услуги от ${tariffUsdRange.from} до ${tariffUsdRange.to} USD в месяц. Оплата после подписания договора.`,
      keywords: ['тарифы на маркетинг', 'цены SMM', 'стоимость продвижения', 'конструктор тарифа', 'Ташкент'],
    },
  },
  {
    path: '/services',
    app: 'marketing-app',
    meta: {
      title: 'Маркетинговые услуги',
      description: '20 маркетинговых услуг и тарифы, в которые они входят.',
      keywords: ['маркетинговые услуги', 'таргет', 'контент-маркетинг', 'SEO', 'CRM'],
    },
  },
  {
    path: '/why-choose-us',
    app: 'marketing-app',
    meta: {
      title: 'Почему выбирают нас',
      description: '12 причин работать с нашим агентством.',
      keywords: ['почему мы', 'преимущества агентства', 'маркетинг Ташкент'],
    },
  },
  ...seoLandingVariants.map(({ path, meta }): RouteEntry => ({ path, app: 'marketing-app', meta })),
  {
    path: '/blog',
    app: 'marketing-app',
    meta: {
      title: 'Блог о маркетинге и разработке',
      description: 'Статьи о маркетинге, SMM, SEO и разработке.',
      keywords: ['блог о маркетинге', 'SMM советы', 'SEO статьи', 'разработка'],
    },
  },
  {
    path: '/service',
    app: 'marketing-app',
    meta: {
      title: 'Обсудить проект',
      description: 'Расскажите о проекте — мы предложим решение и оценку.',
      keywords: ['обсудить проект', 'заказать разработку', 'консультация'],
    },
  },
  {
    path: '/digital',
    app: 'digital-app',
    meta: {
      title: 'Разработка сайтов, приложений и ботов в Ташкенте',
      description: 'Digital-студия: веб, мобильные приложения, боты, CRM и AI. Пакеты и конструктор проекта.',
      keywords: ['разработка сайтов Ташкент', 'мобильные приложения', 'Telegram-боты', 'CRM', 'веб-студия'],
    },
  },
  {
    path: '/digital/services',
    app: 'digital-app',
    meta: {
      title: 'Услуги разработки',
      description: `12 направлений разработки с ценами от ${formatMoney(digitalConstructorPack.price)}.`,
      keywords: ['услуги разработки', 'веб-разработка', 'DevOps', 'AI/ML', 'UX/UI'],
    },
  },
  {
    path: '/ambassador',
    app: 'ambassador-app',
    meta: {
      title: 'Программа амбассадоров',
      description: 'Рекомендуйте агентство и получайте 15% комиссии с каждой оплаты по вашему промокоду.',
      keywords: ['партнерская программа', 'амбассадор', 'реферальная программа', 'комиссия 15%'],
    },
  },
  {
    path: '/ambassador/:referralId',
    app: 'ambassador-app',
    meta: {
      title: 'Специальное предложение',
      description: 'Скидка 15% на все тарифы по промокоду амбассадора.',
      keywords: ['скидка 15%', 'промокод', 'маркетинг Ташкент'],
    },
  },
  {
    path: '/referral/:referralId',
    app: 'ambassador-app',
    meta: {
      title: 'Специальное предложение',
      description: 'Скидка 15% на все тарифы по промокоду амбассадора.',
      keywords: ['скидка 15%', 'промокод', 'маркетинг Ташкент'],
    },
  },
  {
    path: '/admin',
    app: 'admin-app',
    private: true,
    meta: {
      title: 'Заявки — кабинет команды',
      description: 'Рабочее место менеджеров агентства: заявки, статусы, выгрузка и почта.',
      keywords: ['заявки', 'кабинет команды'],
    },
  },
];

const segments = (path: string) => path.split('/').filter(Boolean);

/** Whether a pathname matches a route pattern (exact, ignoring a trailing slash). */
export function matchesPath(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  if (want.length !== have.length) return false;
  return want.every((part, index) => {
    const actual = have[index] ?? '';
    if (part.startsWith(':')) return actual !== '' && !actual.includes('.');
    return decodeURIComponent(actual) === part;
  });
}

/** The route entry for a pathname, or undefined for a path no app owns. */
export function findRoute(pathname: string): RouteEntry | undefined {
  return routeTable.find((route) => matchesPath(route.path, pathname));
}

/** Whether the given remote owns the pathname: the `activeWhen` of its single-spa registration. */
export function ownsPath(app: RemoteName, pathname: string): boolean {
  return findRoute(pathname)?.app === app;
}
