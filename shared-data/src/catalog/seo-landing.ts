import { defineBook, formatMoney, fromPrices, type Language, type SeoLandingPath } from 'shared-data/site';
import type { RouteMeta } from '../routes/route-meta';
import type { Claim } from './claims';
import { siteClaims } from './claims';
import { company } from './company';
import ruSeoLanding from './texts/seo-landing.ru';

/** What the SEO landing shows of one of its addresses: its headline. */
export interface SeoLandingHeadline {
  /** One of the site's SEO landing paths (`seoLandingPaths`); each has a variant. */
  path: SeoLandingPath;
  /** The page's h1. */
  heading: string;
  /** The paragraph under the h1. */
  lead: string;
}

/** One address of the SEO landing: its own head and its own headline. */
export interface SeoLandingVariant extends SeoLandingHeadline {
  meta: RouteMeta;
}

/** The SEO landing's page texts in each language: headlines by path, reasons and offers by id. */
export const seoLandingTexts = defineBook<typeof ruSeoLanding>('catalog/seo-landing', {
  ru: () => import(/* webpackChunkName: "texts-ru-catalog-catalog" */ './texts/seo-landing.ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-catalog-catalog" */ './texts/seo-landing.uz'),
});

/** The SEO landing's book, as each language gives it. */
export type SeoLandingTexts = typeof ruSeoLanding;

/** The five addresses that show the SEO landing, in order; the first one is shown for any other path. */
const seoLandingPathOrder: readonly SeoLandingPath[] = [
  '/seo-landing',
  '/smm-services-tashkent',
  '/seo-promotion-uzbekistan',
  '/website-development-tashkent',
  '/mobile-apps-uzbekistan',
];

const smmFrom = formatMoney(fromPrices.smmPerMonth);
const seoFrom = formatMoney(fromPrices.seoPerMonth);
const rating = `Рейтинг ${company.rating.value} из ${company.rating.best} по ${company.rating.reviews} отзывам.`;

/**
 * Each address's head in Russian, which the route table gives the server. A page's script does not show it,
 * so it is no text of the page's book; the Uzbek heads are the server's (`route-heads-uz.ts`).
 */
const russianHeads: Readonly<Record<SeoLandingPath, RouteMeta>> = {
  '/seo-landing': {
    title: 'Продвижение бизнеса в Ташкенте — SMM, SEO и разработка',
    description: `Маркетинговое агентство в Ташкенте: SMM от ${smmFrom} в месяц, SEO от ${seoFrom} в месяц, сайты и приложения. ${rating}`,
    keywords: ['продвижение бизнеса Ташкент', 'маркетинговое агентство', 'SMM', 'SEO', 'Узбекистан'],
  },
  '/smm-services-tashkent': {
    title: 'SMM-услуги в Ташкенте — ведение Instagram и Telegram',
    description: `Ведение соцсетей для бизнеса в Ташкенте: контент-план, посты, Reels и таргет. SMM от ${smmFrom} в месяц. ${rating}`,
    keywords: ['SMM Ташкент', 'ведение Instagram', 'SMM-агентство', 'продвижение в Telegram', 'таргет'],
  },
  '/seo-promotion-uzbekistan': {
    title: 'SEO-продвижение сайтов в Узбекистане — выход в ТОП Google и Яндекс',
    description: `SEO-продвижение в Узбекистане: аудит, семантика, оптимизация и ссылки. ТОП-3 за 3–6 месяцев, SEO от ${seoFrom} в месяц.`,
    keywords: ['SEO Узбекистан', 'продвижение сайтов', 'SEO Ташкент', 'ТОП Google', 'оптимизация сайта'],
  },
  '/website-development-tashkent': {
    title: 'Разработка сайтов в Ташкенте — лендинги, сайты компаний, магазины',
    description: `Создание сайтов в Ташкенте: лендинги, корпоративные сайты и интернет-магазины с SEO и аналитикой. Разработка от ${formatMoney(fromPrices.digital)}. ${rating}`,
    keywords: ['разработка сайтов Ташкент', 'создание сайта', 'лендинг', 'интернет-магазин', 'веб-студия'],
  },
  '/mobile-apps-uzbekistan': {
    title: 'Разработка мобильных приложений в Узбекистане — iOS и Android',
    description: `Мобильные приложения для бизнеса в Узбекистане: iOS, Android и кроссплатформенные решения. Разработка от ${formatMoney(fromPrices.digital)}. ${rating}`,
    keywords: ['мобильные приложения Узбекистан', 'разработка приложений', 'iOS', 'Android', 'Flutter'],
  },
};

/**
 * The headline of each of the five addresses that show the SEO landing, in the language of `texts`. (The
 * language is taken for the builders' one signature: the words are all in the book.)
 */
export function seoLandingHeadlinesIn(
  texts: SeoLandingTexts,
  _language: Language,
): readonly SeoLandingHeadline[] {
  return seoLandingPathOrder.map((path) => ({ path, ...texts.headlines[path] }));
}

/**
 * The SEO landing's headline (or variant) of a path among `variants` (exact, ignoring a trailing slash); the
 * first one for any other path.
 */
export function seoLandingVariantOf<Variant extends SeoLandingHeadline>(
  variants: readonly Variant[],
  pathname: string,
): Variant {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return variants.find((variant) => variant.path === normalized) ?? (variants[0] as Variant);
}

/** The site's claims the reasons show, as the claims' builders give them in the page's language. */
type ReasonClaims = Readonly<Record<'yearsOnMarket' | 'startWithin' | 'firstResults' | 'topThree', Claim>>;

/**
 * The reasons block of the SEO landing in the language of `texts`; `claims` are the site's claims in that
 * language.
 */
export function seoLandingReasonsIn(
  texts: SeoLandingTexts,
  _language: Language,
  claims: ReasonClaims,
): readonly Claim[] {
  const { reasons } = texts;
  const fastStart = reasons['fast-start'];
  return [
    { id: 'local-market', value: claims.yearsOnMarket.value, ...reasons['local-market'], icon: 'award' },
    {
      id: 'fast-start',
      value: claims.startWithin.value,
      label: fastStart.label,
      description: fastStart.description(claims.startWithin.value, claims.firstResults.value),
      icon: 'zap',
    },
    { id: 'top-three', value: claims.topThree.value, ...reasons['top-three'], icon: 'trending-up' },
    { id: 'transparency', value: '100%', ...reasons.transparency, icon: 'bar-chart-3' },
  ];
}

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

/** The SMM and SEO cards of the SEO landing in the language of `texts`. */
export function seoLandingOffersIn(texts: SeoLandingTexts, _language: Language): readonly SeoLandingOffer[] {
  const { smm, seo } = texts.offers;
  return [
    {
      id: 'smm',
      title: smm.title,
      description: smm.description,
      priceFrom: fromPrices.smmPerMonth,
      features: smm.features,
      icon: 'users',
    },
    {
      id: 'seo',
      title: seo.title,
      description: seo.description,
      priceFrom: fromPrices.seoPerMonth,
      features: seo.features,
      icon: 'search',
    },
  ];
}

// Russian, for servers and for pages until they read the book (phase B); the route table reads the heads
// here.
/** The five addresses that show the SEO landing, each with its own head and headline. */
export const seoLandingVariants: readonly SeoLandingVariant[] = seoLandingHeadlinesIn(ruSeoLanding, 'ru').map(
  ({ path, heading, lead }) => ({ path, meta: russianHeads[path], heading, lead }),
);

// Russian, for servers and for pages until they read the book (phase B).
/** The SEO landing variant of a path (exact, ignoring a trailing slash); the first one for any other path. */
export function findSeoLandingVariant(pathname: string): SeoLandingVariant {
  return seoLandingVariantOf(seoLandingVariants, pathname);
}

// Russian, for servers and for pages until they read the book (phase B).
/** The reasons block of the SEO landing. */
export const seoLandingReasons: readonly Claim[] = seoLandingReasonsIn(ruSeoLanding, 'ru', siteClaims);

// Russian, for servers and for pages until they read the book (phase B).
/** The SMM and SEO cards of the SEO landing. */
export const seoLandingOffers: readonly SeoLandingOffer[] = seoLandingOffersIn(ruSeoLanding, 'ru');
