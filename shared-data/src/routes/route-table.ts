import {
  formatMoney,
  matchesPath,
  routeIsIn,
  type SeoLandingPath,
  type SitePath,
  type SitePathPattern,
  sitePaths,
  tariffUsdRange,
} from 'shared-data/site';
import { digitalProjectMinimum } from '../catalog/digital-packs';
import { seoLandingVariants } from '../catalog/russian';
import type { RouteMeta } from './route-meta';

/** A page of the site with its head: what the server writes into the page, the sitemap and search engines read. */
export interface RouteEntry extends SitePath {
  meta: RouteMeta;
}

/** The head of an ambassador's link, under either of its two paths. */
const referralLandingHead: RouteMeta = {
  title: 'Специальное предложение',
  description: 'Скидка 15% на все тарифы по промокоду амбассадора.',
  keywords: ['скидка 15%', 'промокод', 'маркетинг Ташкент'],
};

/** The SEO landings' heads, each from its variant. */
const seoLandingHeads = Object.fromEntries(
  seoLandingVariants.map(({ path, meta }) => [path, meta]),
) as Record<SeoLandingPath, RouteMeta>;

/**
 * Each page's head, by its path pattern: one for every page `sitePaths` lists, and the compiler asks for the head of
 * a page added there.
 */
const pageHeads: Record<SitePathPattern, RouteMeta> = {
  '/': {
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
  '/marketing': {
    title: 'Маркетинговое агентство в Ташкенте',
    description: 'Таргет, SMM, SEO, брендинг и аналитика под ключ. Рост продаж на 200–300% за 3 месяца.',
    keywords: ['маркетинговое агентство', 'таргетированная реклама', 'SMM', 'SEO', 'брендинг', 'Ташкент'],
  },
  '/pricing': {
    title: 'Тарифы на маркетинг',
    description: `Тарифы на маркетинговые услуги от ${tariffUsdRange.from} до ${tariffUsdRange.to} USD в месяц. Оплата после подписания договора.`,
    keywords: ['тарифы на маркетинг', 'цены SMM', 'стоимость продвижения', 'конструктор тарифа', 'Ташкент'],
  },
  '/services': {
    title: 'Маркетинговые услуги',
    description: '20 маркетинговых услуг и тарифы, в которые они входят.',
    keywords: ['маркетинговые услуги', 'таргет', 'контент-маркетинг', 'SEO', 'CRM'],
  },
  '/why-choose-us': {
    title: 'Почему выбирают нас',
    description: '12 причин работать с нашим агентством.',
    keywords: ['почему мы', 'преимущества агентства', 'маркетинг Ташкент'],
  },
  '/blog': {
    title: 'Блог о маркетинге и разработке',
    description: 'Статьи о маркетинге, SMM, SEO и разработке.',
    keywords: ['блог о маркетинге', 'SMM советы', 'SEO статьи', 'разработка'],
  },
  '/service': {
    title: 'Обсудить проект',
    description: 'Расскажите о проекте — мы предложим решение и оценку.',
    keywords: ['обсудить проект', 'заказать разработку', 'консультация'],
  },
  '/privacy': {
    title: 'Политика конфиденциальности',
    description:
      'Какие данные агентство получает из форм сайта, зачем, где и сколько хранит и как попросить их удалить.',
    keywords: ['политика конфиденциальности', 'персональные данные', 'ЗРУ-547'],
  },
  '/digital': {
    title: 'Разработка сайтов, приложений и ботов в Ташкенте',
    description: 'Digital-студия: веб, мобильные приложения, боты, CRM и AI. Пакеты и конструктор проекта.',
    keywords: ['разработка сайтов Ташкент', 'мобильные приложения', 'Telegram-боты', 'CRM', 'веб-студия'],
  },
  '/digital/services': {
    title: 'Услуги разработки',
    description: `12 направлений разработки с ценами от ${formatMoney(digitalProjectMinimum)}.`,
    keywords: ['услуги разработки', 'веб-разработка', 'DevOps', 'AI/ML', 'UX/UI'],
  },
  '/ambassador': {
    title: 'Программа амбассадоров',
    description: 'Рекомендуйте агентство и получайте 15% комиссии с каждой оплаты по вашему промокоду.',
    keywords: ['партнерская программа', 'амбассадор', 'реферальная программа', 'комиссия 15%'],
  },
  '/ambassador/:referralId': referralLandingHead,
  '/referral/:referralId': referralLandingHead,
  '/admin': {
    title: 'Заявки — кабинет команды',
    description: 'Рабочее место менеджеров агентства: заявки, статусы, выгрузка и почта.',
    keywords: ['заявки', 'кабинет команды'],
  },
  ...seoLandingHeads,
};

/** Every page of the site, the remote that owns it and its head. The shell's server, the builds and the sitemap read it. */
export const routeTable: readonly RouteEntry[] = sitePaths.map((route) => ({
  ...route,
  meta: pageHeads[route.path],
}));

/** The entry of `routes` for a pathname, or undefined for a path none of them is. */
export const findRouteIn = (routes: readonly RouteEntry[], pathname: string): RouteEntry | undefined =>
  routes.find((route) => routeIsIn(route, pathname) && matchesPath(route.path, pathname));

/** The route entry for a pathname, or undefined for a path no app owns. */
export const findRoute = (pathname: string): RouteEntry | undefined => findRouteIn(routeTable, pathname);
