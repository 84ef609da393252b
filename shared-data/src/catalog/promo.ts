import { defineBook } from '../texts/books';
import type ruPromo from './texts/promo.ru';

/** The offer's and the answer promises' texts in a language: promo.ts's book. */
export type PromoTexts = typeof ruPromo;

/** The offer's and the answer promises' texts in each language of the site; the figures stay here. */
export const promoTexts = defineBook<PromoTexts>('catalog/promo', {
  ru: () => import(/* webpackChunkName: "texts-ru-catalog-site" */ './texts/promo.ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-catalog-site" */ './texts/promo.uz'),
});

/** The limited-time banner offer apart from its words: the discount on all tariffs and its end (Tashkent time). */
export const promoBannerFacts = {
  /** Used when `PROMO_ENDS_AT` is not set. */
  defaultEndsAt: '2025-08-31T23:59:59+05:00',
  discountPercent: 50,
  countdownRefreshMs: 1000,
} as const;

/** The limited-time banner offer, its text in the language of `texts`. */
export const promoBannerIn = (texts: PromoTexts) =>
  ({ ...promoBannerFacts, text: texts.banner(promoBannerFacts.discountPercent) }) as const;

const smmFromPerMonth = 1_500_000;

/** "От" prices shown on landings and the SEO page, in сум. */
export const fromPrices = {
  /** The marketing division's cheapest offer is the SMM package. */
  marketing: smmFromPerMonth,
  digital: 3_000_000,
  smmPerMonth: smmFromPerMonth,
  seoPerMonth: 2_000_000,
} as const;

/** Range of the tariffs in US dollars, as the pricing page's description names it. */
export const tariffUsdRange = { from: 150, to: 2500 } as const;

/** How fast the agency promises to answer, in minutes for the consultation form and in hours for the constructor. */
export const responsePromiseFigures = { consultationFormMinutes: 30, constructorHours: 2 } as const;
const { consultationFormMinutes, constructorHours } = responsePromiseFigures;

/** How fast the agency promises to answer: the marketing consultation form and the constructor. */
export const responsePromisesIn = (texts: PromoTexts) =>
  ({
    consultationFormMinutes,
    constructorHours,
    consultationFormText: texts.consultationForm(consultationFormMinutes),
    constructorText: texts.constructorRequest(constructorHours),
  }) as const;

/** The free consultation: its length on the form page and in the call-to-action card. */
export const consultationTerms = {
  formMinutes: 60,
  callToActionMinutes: 45,
  free: true,
} as const;

/**
 * What an ambassador's promo code looks like: a first name in Latin letters, the discount `15`, and random
 * characters without look-alikes — `LOLA15-7KQ3XWP`, or the first format `LOLA15K7`. A typed text that does not
 * look like one is no code, so the site does not ask the server (a half-typed code would count as a wrong guess).
 */
export const promoCodePattern = /^[A-Z]{2,8}15(?:[2-9A-HJKMNP-Z]{2,}|-[2-9A-HJKMNP-Z]{7,})$/i;
