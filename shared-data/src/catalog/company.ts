import { defineBook } from 'shared-data/site';
import type ruCompany from './texts/company.ru';

/** The agency's facts in a language: company.ts's book. */
export type CompanyTexts = typeof ruCompany;

/** The agency's facts in each language of the site: the description, the address and the opening hours. */
export const companyTexts = defineBook<CompanyTexts>('catalog/company', {
  ru: () => import(/* webpackChunkName: "texts-ru-catalog-catalog" */ './texts/company.ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-catalog-catalog" */ './texts/company.uz'),
});

const opens = '09:00';
const closes = '18:00';

/** The agency's facts apart from its words: its name, hours, rating and figures, the same in every language. */
export const companyFacts = {
  name: 'AGENCY',
  country: 'UZ',
  openingHours: { days: 'Mo-Su', opens, closes },
  rating: { value: 4.9, best: 5, reviews: 47 },
  serviceRadiusMeters: 100_000,
  geo: { latitude: 41.3111, longitude: 69.2797 },
  paymentAccepted: ['Cash', 'Credit Card', 'Bank Transfer'],
  priceRange: '$$',
} as const;

/** Facts about the agency that pages, structured data and texts share, in the language of `texts`. */
export function companyIn(texts: CompanyTexts) {
  const { name, country, openingHours, rating, serviceRadiusMeters, geo, paymentAccepted, priceRange } =
    companyFacts;
  return {
    name,
    legalDescription: texts.legalDescription,
    city: texts.city,
    country,
    streetAddress: texts.streetAddress,
    addressText: texts.addressText,
    openingHours: { ...openingHours, text: texts.openingHours(opens, closes) },
    rating,
    serviceRadiusMeters,
    geo,
    paymentAccepted,
    priceRange,
  } as const;
}

/** The agency's facts, as `companyIn` gives them. */
export type Company = ReturnType<typeof companyIn>;
