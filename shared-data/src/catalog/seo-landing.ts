import { formatMoney, fromPrices, type SeoLandingPath } from 'shared-data/site';
import type { RouteMeta } from '../routes/route-meta';
import type { Claim } from './claims';
import { siteClaims } from './claims';
import { company } from './company';

/** One address of the SEO landing: its own head and its own headline. */
export interface SeoLandingVariant {
  /** One of the site's SEO landing paths (`seoLandingPaths`); each has a variant. */
  path: SeoLandingPath;
  meta: RouteMeta;
  /** The page's h1. */
  heading: string;
  /** The paragraph under the h1. */
  lead: string;
}

const smmFrom = formatMoney(fromPrices.smmPerMonth);
const seoFrom = formatMoney(fromPrices.seoPerMonth);
const rating = `Рейтинг ${company.rating.value} из ${company.rating.best} по ${company.rating.reviews} отзывам.`;

/** The five addresses that show the SEO landing, each with its own head and headline. */
export const seoLandingVariants: readonly SeoLandingVariant[] = [
  {
    path: '/seo-landing',
    meta: {
      title: 'Продвижение бизнеса в Ташкенте — SMM, SEO и разработка',
      description: `Маркетинговое агентство в Ташкенте: SMM от ${smmFrom} в месяц, SEO от ${seoFrom} в месяц, сайты и приложения. ${rating}`,
      keywords: ['продвижение бизнеса Ташкент', 'маркетинговое агентство', 'SMM', 'SEO', 'Узбекистан'],
    },
    heading: 'Продвижение бизнеса в Ташкенте под ключ',
    lead: 'SMM, SEO, сайты и приложения от одной команды: приводим клиентов и отвечаем за результат в договоре.',
  },
  {
    path: '/smm-services-tashkent',
    meta: {
      title: 'SMM-услуги в Ташкенте — ведение Instagram и Telegram',
      description: `Ведение соцсетей для бизнеса в Ташкенте: контент-план, посты, Reels и таргет. SMM от ${smmFrom} в месяц. ${rating}`,
      keywords: ['SMM Ташкент', 'ведение Instagram', 'SMM-агентство', 'продвижение в Telegram', 'таргет'],
    },
    heading: 'SMM-продвижение в Ташкенте',
    lead: 'Ведём Instagram и Telegram вашего бизнеса: контент, который продаёт, и реклама, которая приводит заявки.',
  },
  {
    path: '/seo-promotion-uzbekistan',
    meta: {
      title: 'SEO-продвижение сайтов в Узбекистане — выход в ТОП Google и Яндекс',
      description: `SEO-продвижение в Узбекистане: аудит, семантика, оптимизация и ссылки. ТОП-3 за 3–6 месяцев, SEO от ${seoFrom} в месяц.`,
      keywords: ['SEO Узбекистан', 'продвижение сайтов', 'SEO Ташкент', 'ТОП Google', 'оптимизация сайта'],
    },
    heading: 'SEO-продвижение сайтов в Узбекистане',
    lead: 'Выводим сайт в ТОП Google и Яндекса по запросам, которые приносят клиентов, а не только трафик.',
  },
  {
    path: '/website-development-tashkent',
    meta: {
      title: 'Разработка сайтов в Ташкенте — лендинги, сайты компаний, магазины',
      description: `Создание сайтов в Ташкенте: лендинги, корпоративные сайты и интернет-магазины с SEO и аналитикой. Разработка от ${formatMoney(fromPrices.digital)}. ${rating}`,
      keywords: ['разработка сайтов Ташкент', 'создание сайта', 'лендинг', 'интернет-магазин', 'веб-студия'],
    },
    heading: 'Разработка сайтов в Ташкенте',
    lead: 'Лендинги, сайты компаний и интернет-магазины, которые превращают посетителей в заявки.',
  },
  {
    path: '/mobile-apps-uzbekistan',
    meta: {
      title: 'Разработка мобильных приложений в Узбекистане — iOS и Android',
      description: `Мобильные приложения для бизнеса в Узбекистане: iOS, Android и кроссплатформенные решения. Разработка от ${formatMoney(fromPrices.digital)}. ${rating}`,
      keywords: ['мобильные приложения Узбекистан', 'разработка приложений', 'iOS', 'Android', 'Flutter'],
    },
    heading: 'Мобильные приложения для бизнеса в Узбекистане',
    lead: 'Проектируем, разрабатываем и публикуем приложения для iOS и Android — от идеи до первых пользователей.',
  },
];

/** The SEO landing variant of a path (exact, ignoring a trailing slash); the first one for any other path. */
export function findSeoLandingVariant(pathname: string): SeoLandingVariant {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    seoLandingVariants.find((variant) => variant.path === normalized) ??
    (seoLandingVariants[0] as SeoLandingVariant)
  );
}

/** The reasons block of the SEO landing. */
export const seoLandingReasons: readonly Claim[] = [
  {
    id: 'local-market',
    value: siteClaims.yearsOnMarket.value,
    label: 'Знаем рынок Узбекистана',
    description: 'Работаем с бизнесом Ташкента и регионов и знаем, где и как искать ваших клиентов.',
    icon: 'award',
  },
  {
    id: 'fast-start',
    value: siteClaims.startWithin.value,
    label: 'Быстрый старт',
    description: `Начинаем работу в течение ${siteClaims.startWithin.value} после договора, первые результаты — через ${siteClaims.firstResults.value}.`,
    icon: 'zap',
  },
  {
    id: 'top-three',
    value: siteClaims.topThree.value,
    label: 'Высокие позиции в поиске',
    description: 'Выводим сайты в ТОП-3 поисковой выдачи за 3–6 месяцев.',
    icon: 'trending-up',
  },
  {
    id: 'transparency',
    value: '100%',
    label: 'Прозрачная отчётность',
    description: 'Доступ к рекламным кабинетам и понятные отчёты о заявках и продажах.',
    icon: 'bar-chart-3',
  },
];

/** A service card of the SEO landing with its monthly "from" price. */
export interface SeoLandingOffer {
  id: string;
  title: string;
  description: string;
  /** Monthly price from, in сум. */
  priceFrom: number;
  features: readonly string[];
  icon: string;
}

/** The SMM and SEO cards of the SEO landing. */
export const seoLandingOffers: readonly SeoLandingOffer[] = [
  {
    id: 'smm',
    title: 'SMM-продвижение',
    description: 'Ведение Instagram и Telegram, контент и таргетированная реклама.',
    priceFrom: fromPrices.smmPerMonth,
    features: ['Контент-план и публикации', 'Reels и сторис', 'Таргетированная реклама', 'Ежемесячный отчёт'],
    icon: 'users',
  },
  {
    id: 'seo',
    title: 'SEO-продвижение',
    description: 'Рост позиций сайта в Google и Яндексе по запросам ваших клиентов.',
    priceFrom: fromPrices.seoPerMonth,
    features: ['Технический аудит', 'Семантическое ядро', 'Оптимизация страниц', 'Рост позиций и трафика'],
    icon: 'search',
  },
];
