import { marketingConstructorPrice } from 'shared-data/catalog';
import { defineBook } from 'shared-data/site';
import type ruMarketingCalculator from './texts/marketing-calculator.ru';
import type { Option, PriceBounds, PricedItem } from './types';

export type CalculatorCategory =
  | 'design'
  | 'content'
  | 'smm'
  | 'copywriting'
  | 'analytics'
  | 'automation'
  | 'advertising'
  | 'seo'
  | 'web'
  | 'email'
  | 'video'
  | 'marketing'
  | 'support'
  | 'consultations'
  | 'extra';

/** A service of the CONSTRUCTOR tariff calculator. */
export type CalculatorService = PricedItem<CalculatorCategory>;

/** The calculator's texts in a language: marketing-calculator.ts's book. */
export type MarketingCalculatorTexts = typeof ruMarketingCalculator;

/** The calculator's categories, units and services in each language of the site; the prices stay here. */
export const marketingCalculatorTexts = defineBook<MarketingCalculatorTexts>('catalog/marketing-calculator', {
  ru: () =>
    import(/* webpackChunkName: "texts-ru-catalog-configurators" */ './texts/marketing-calculator.ru'),
  uz: () =>
    import(/* webpackChunkName: "texts-uz-catalog-configurators" */ './texts/marketing-calculator.uz'),
});

/** Categories of the calculator in display order. */
const categories: readonly CalculatorCategory[] = [
  'design',
  'content',
  'smm',
  'copywriting',
  'analytics',
  'automation',
  'advertising',
  'seo',
  'web',
  'email',
  'video',
  'marketing',
  'support',
  'consultations',
  'extra',
];

/** Categories of the calculator in display order, in the language of `texts`. */
export const calculatorCategoriesIn = (
  texts: MarketingCalculatorTexts,
): readonly Option<CalculatorCategory>[] =>
  categories.map((value) => ({ value, label: texts.categories[value] }));

/** Allowed monthly total of a calculator order: from the constructor's starting price up to the maximum. */
export const marketingCalculatorBounds: PriceBounds = {
  min: marketingConstructorPrice,
  max: 39_000_000,
  subject: 'order',
};

/** A service of the calculator apart from its texts: its price in сум per unit, and the unit when it has one. */
interface ServiceData {
  id: keyof MarketingCalculatorTexts['services'];
  price: number;
  category: CalculatorCategory;
  unit?: keyof MarketingCalculatorTexts['units'];
}

/** Every service of the calculator in display order. */
export const marketingCalculatorServiceFacts: readonly ServiceData[] = [
  { id: 'logo-design', price: 1_040_000, category: 'design' },
  { id: 'brand-identity', price: 1_560_000, category: 'design' },
  { id: 'brand-book', price: 780_000, category: 'design' },
  { id: 'post-cover', price: 130_000, category: 'design', unit: 'piece' },
  { id: 'banner-design', price: 195_000, category: 'design', unit: 'piece' },
  { id: 'basic-post', price: 156_000, category: 'content', unit: 'post' },
  { id: 'premium-post', price: 234_000, category: 'content', unit: 'post' },
  { id: 'stories', price: 104_000, category: 'content', unit: 'piece' },
  { id: 'content-plan', price: 650_000, category: 'content', unit: 'month' },
  { id: 'product-photo', price: 910_000, category: 'content' },
  { id: 'platform-setup', price: 390_000, category: 'smm', unit: 'platform' },
  { id: 'account-management', price: 1_950_000, category: 'smm', unit: 'month' },
  { id: 'community-management', price: 468_000, category: 'smm', unit: 'month' },
  { id: 'post-copy', price: 78_000, category: 'copywriting', unit: 'piece' },
  { id: 'seo-article', price: 286_000, category: 'copywriting', unit: 'piece' },
  { id: 'sales-copy', price: 455_000, category: 'copywriting' },
  { id: 'competitor-analysis', price: 520_000, category: 'analytics' },
  { id: 'audience-research', price: 585_000, category: 'analytics' },
  { id: 'analytics-setup', price: 416_000, category: 'analytics' },
  { id: 'monthly-report', price: 325_000, category: 'analytics', unit: 'month' },
  { id: 'crm-setup', price: 780_000, category: 'automation' },
  { id: 'chat-bot', price: 1_170_000, category: 'automation' },
  { id: 'sales-funnel', price: 1_430_000, category: 'automation' },
  { id: 'targeted-ads', price: 1_300_000, category: 'advertising', unit: 'month' },
  { id: 'google-ads', price: 1_495_000, category: 'advertising', unit: 'month' },
  { id: 'yandex-direct', price: 1_365_000, category: 'advertising', unit: 'month' },
  { id: 'influencer-ads', price: 975_000, category: 'advertising' },
  { id: 'seo-audit', price: 715_000, category: 'seo' },
  { id: 'seo-promotion', price: 1_820_000, category: 'seo', unit: 'month' },
  { id: 'landing-page', price: 2_600_000, category: 'web' },
  { id: 'website', price: 3_900_000, category: 'web' },
  { id: 'email-campaign', price: 208_000, category: 'email', unit: 'mailing' },
  { id: 'email-automation', price: 624_000, category: 'email' },
  { id: 'reels', price: 520_000, category: 'video', unit: 'piece' },
  { id: 'promo-video', price: 1_690_000, category: 'video', unit: 'piece' },
  { id: 'motion-design', price: 845_000, category: 'video', unit: 'piece' },
  { id: 'marketing-strategy', price: 2_080_000, category: 'marketing' },
  { id: 'marketing-audit', price: 1_105_000, category: 'marketing' },
  { id: 'project-support', price: 936_000, category: 'support', unit: 'month' },
  { id: 'business-consultation', price: 390_000, category: 'consultations', unit: 'hour' },
  { id: 'smm-consultation', price: 312_000, category: 'consultations', unit: 'hour' },
  { id: 'extra-language', price: 260_000, category: 'extra', unit: 'language' },
  { id: 'urgent-delivery', price: 546_000, category: 'extra' },
];

/** Every service of the calculator, in the language of `texts`; prices in сум per unit. */
export const marketingCalculatorServicesIn = (
  texts: MarketingCalculatorTexts,
): readonly CalculatorService[] =>
  marketingCalculatorServiceFacts.map(({ id, price, category, unit }) => ({
    id,
    name: texts.services[id].name,
    price,
    category,
    description: texts.services[id].description,
    ...(unit ? { unit: texts.units[unit] } : {}),
  }));
