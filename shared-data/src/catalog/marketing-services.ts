import { defineBook } from 'shared-data/site';
import type { MarketingPlanId } from './marketing-plans';
import type ruMarketingServices from './texts/marketing-services.ru';

/** A marketing service of /services; one that no tariff includes is available in the CONSTRUCTOR. */
export interface MarketingService {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  features: readonly string[];
  availableIn: readonly Exclude<MarketingPlanId, 'constructor'>[];
}

/** The marketing services' texts in a language: marketing-services.ts's book. */
export type MarketingServicesTexts = typeof ruMarketingServices;

/** The marketing services' texts in each language of the site; which tariffs include each stays here. */
export const marketingServicesTexts = defineBook<MarketingServicesTexts>('catalog/marketing-services', {
  ru: () => import(/* webpackChunkName: "texts-ru-catalog-catalog" */ './texts/marketing-services.ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-catalog-catalog" */ './texts/marketing-services.uz'),
});

const all = ['starter', 'popular', 'business', 'pro', 'premium'] as const;
const fromPopular = ['popular', 'business', 'pro', 'premium'] as const;
const fromBusiness = ['business', 'pro', 'premium'] as const;
const fromPro = ['pro', 'premium'] as const;

/** The services in display order, with the tariffs that include each. */
const services = [
  { id: 'targeted-ads', availableIn: all },
  { id: 'smm', availableIn: all },
  { id: 'content-marketing', availableIn: fromPopular },
  { id: 'reels', availableIn: fromPopular },
  { id: 'community-management', availableIn: fromPopular },
  { id: 'competitor-analysis', availableIn: fromPopular },
  { id: 'photo-production', availableIn: fromBusiness },
  { id: 'crm', availableIn: fromBusiness },
  { id: 'context-ads', availableIn: fromBusiness },
  { id: 'analytics', availableIn: fromBusiness },
  { id: 'marketing-strategy', availableIn: fromPro },
  { id: 'video-production', availableIn: fromPro },
  { id: 'seo', availableIn: fromPro },
  { id: 'email-marketing', availableIn: fromPro },
  { id: 'branding', availableIn: ['premium'] },
  { id: 'web-development', availableIn: ['premium'] },
  { id: 'influencer-marketing', availableIn: ['premium'] },
  { id: 'chat-bots', availableIn: [] },
  { id: 'pr', availableIn: [] },
  { id: 'marketing-consulting', availableIn: [] },
] as const satisfies readonly {
  id: keyof MarketingServicesTexts;
  availableIn: MarketingService['availableIn'];
}[];

/** The 20 marketing services in display order, in the language of `texts`. */
export const marketingServicesIn = (texts: MarketingServicesTexts): readonly MarketingService[] =>
  services.map(({ id, availableIn }) => ({ id, ...texts[id], availableIn }));
