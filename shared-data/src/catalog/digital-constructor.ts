import { digitalProjectMinimum } from 'shared-data/catalog';
import { defineBook, type Language } from 'shared-data/site';
import type ruDigitalConstructor from './texts/digital-constructor.ru';
import type { Option, PriceBounds, PricedItem } from './types';

export type ConstructorCategory =
  | 'frontend'
  | 'backend'
  | 'mobile'
  | 'bots'
  | 'ecommerce'
  | 'crm'
  | 'design'
  | 'devops'
  | 'analytics'
  | 'ai-ml'
  | 'security'
  | 'integration'
  | 'support'
  | 'testing';

/** A module of the digital project constructor. */
export type ConstructorItem = PricedItem<ConstructorCategory>;

/** The constructor's categories and modules in each language: the names, descriptions and units shown. */
export const digitalConstructorTexts = defineBook<typeof ruDigitalConstructor>(
  'catalog/digital-constructor',
  {
    ru: () =>
      import(/* webpackChunkName: "texts-ru-catalog-configurators" */ './texts/digital-constructor.ru'),
    uz: () =>
      import(/* webpackChunkName: "texts-uz-catalog-configurators" */ './texts/digital-constructor.uz'),
  },
);

/** The constructor's book, as each language gives it. */
export type DigitalConstructorTexts = typeof ruDigitalConstructor;

/** Categories of the constructor in display order. */
const categoryValues: readonly ConstructorCategory[] = [
  'frontend',
  'backend',
  'mobile',
  'bots',
  'ecommerce',
  'crm',
  'design',
  'devops',
  'analytics',
  'ai-ml',
  'security',
  'integration',
  'support',
  'testing',
];

/** Allowed total of a digital project: from the constructor's starting price up to the maximum. */
export const digitalConstructorBounds: PriceBounds = {
  min: digitalProjectMinimum,
  max: 50_000_000,
  subject: 'project',
};

/**
 * What a module is apart from its words: its price in сум per unit, its category and the unit it is priced
 * per.
 */
interface ItemFacts {
  id: keyof DigitalConstructorTexts['items'];
  price: number;
  category: ConstructorCategory;
  /** Absent for one-off work. */
  unit?: keyof DigitalConstructorTexts['units'];
}

/** Every module of the constructor in display order; prices in сум per unit. */
export const digitalConstructorItemFacts: readonly ItemFacts[] = [
  { id: 'landing-page', price: 1_800_000, category: 'frontend' },
  { id: 'corporate-site', price: 3_200_000, category: 'frontend' },
  { id: 'react-app', price: 2_500_000, category: 'frontend' },
  { id: 'admin-panel', price: 2_200_000, category: 'frontend' },
  { id: 'pwa', price: 2_800_000, category: 'frontend' },
  { id: 'multilingual', price: 600_000, category: 'frontend' },
  { id: 'rest-api', price: 2_100_000, category: 'backend' },
  { id: 'database-design', price: 1_200_000, category: 'backend' },
  { id: 'auth-system', price: 900_000, category: 'backend' },
  { id: 'microservice', price: 2_400_000, category: 'backend' },
  { id: 'realtime', price: 1_100_000, category: 'backend' },
  { id: 'file-storage', price: 700_000, category: 'backend' },
  { id: 'ios-app', price: 4_500_000, category: 'mobile' },
  { id: 'android-app', price: 4_200_000, category: 'mobile' },
  { id: 'cross-platform-app', price: 5_500_000, category: 'mobile' },
  { id: 'push-notifications', price: 400_000, category: 'mobile' },
  { id: 'store-publishing', price: 350_000, category: 'mobile' },
  { id: 'telegram-bot', price: 1_000_000, category: 'bots' },
  { id: 'telegram-payments-bot', price: 1_600_000, category: 'bots' },
  { id: 'whatsapp-bot', price: 1_350_000, category: 'bots' },
  { id: 'telegram-mini-app', price: 2_300_000, category: 'bots' },
  { id: 'online-store', price: 4_800_000, category: 'ecommerce' },
  { id: 'product-catalog', price: 1_400_000, category: 'ecommerce' },
  { id: 'checkout', price: 950_000, category: 'ecommerce' },
  { id: 'marketplace-integration', price: 1_700_000, category: 'ecommerce' },
  { id: 'crm-system', price: 5_200_000, category: 'crm' },
  { id: 'erp-system', price: 6_500_000, category: 'crm' },
  { id: 'crm-integration', price: 800_000, category: 'crm' },
  { id: 'sales-dashboard', price: 1_250_000, category: 'crm' },
  { id: 'ui-ux-design', price: 1_450_000, category: 'design' },
  { id: 'prototype', price: 750_000, category: 'design' },
  { id: 'design-system', price: 1_900_000, category: 'design' },
  { id: 'mobile-app-design', price: 1_650_000, category: 'design' },
  { id: 'ci-cd', price: 850_000, category: 'devops' },
  { id: 'docker', price: 680_000, category: 'devops' },
  { id: 'cloud-deploy', price: 1_050_000, category: 'devops' },
  { id: 'kubernetes', price: 2_700_000, category: 'devops' },
  { id: 'monitoring', price: 550_000, category: 'devops' },
  { id: 'bi-dashboard', price: 1_750_000, category: 'analytics' },
  { id: 'event-analytics', price: 450_000, category: 'analytics' },
  { id: 'data-warehouse', price: 3_400_000, category: 'analytics' },
  { id: 'ai-assistant', price: 2_900_000, category: 'ai-ml' },
  { id: 'ml-model', price: 3_800_000, category: 'ai-ml' },
  { id: 'recommendations', price: 3_600_000, category: 'ai-ml' },
  { id: 'computer-vision', price: 4_100_000, category: 'ai-ml' },
  { id: 'security-audit', price: 1_150_000, category: 'security' },
  { id: 'pentest', price: 1_950_000, category: 'security' },
  { id: 'data-protection', price: 720_000, category: 'security' },
  { id: 'payment-integration', price: 880_000, category: 'integration' },
  { id: 'sms-gateway', price: 420_000, category: 'integration' },
  { id: 'maps', price: 580_000, category: 'integration' },
  { id: 'one-c', price: 1_480_000, category: 'integration' },
  { id: 'third-party-api', price: 760_000, category: 'integration' },
  { id: 'monthly-support', price: 500_000, category: 'support', unit: 'month' },
  { id: 'technical-consultation', price: 300_000, category: 'support', unit: 'hour' },
  { id: 'content-updates', price: 380_000, category: 'support', unit: 'month' },
  { id: 'manual-testing', price: 620_000, category: 'testing' },
  { id: 'automated-tests', price: 1_180_000, category: 'testing' },
  { id: 'load-testing', price: 820_000, category: 'testing' },
];

/**
 * The constructor's categories, labelled in the language of `texts`. (The language is taken for the builders'
 * one signature: the labels are all in the book.)
 */
export function constructorCategoriesIn(
  texts: DigitalConstructorTexts,
  _language: Language,
): readonly Option<ConstructorCategory>[] {
  return categoryValues.map((value) => ({ value, label: texts.categories[value] }));
}

/** Every module of the constructor with its name, description and unit in the language of `texts`. */
export function digitalConstructorItemsIn(
  texts: DigitalConstructorTexts,
  _language: Language,
): readonly ConstructorItem[] {
  return digitalConstructorItemFacts.map(({ id, price, category, unit }) => {
    const { name, description } = texts.items[id];
    const item: ConstructorItem = { id, name, price, category, description };
    if (unit) item.unit = texts.units[unit];
    return item;
  });
}
