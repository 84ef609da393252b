import { defineBook, fromPrices, type Language, type SeoLandingPath } from 'shared-data/site';
import type { RouteMeta } from '../routes/route-meta';
import type { Claim } from './claims';
import type ruSeoLanding from './texts/seo-landing.ru';

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
