import { defineBook } from 'shared-data/site';
import type ruMarketingPlans from './texts/marketing-plans.ru';
import type { Offer } from './types';

export type MarketingPlanId = 'starter' | 'popular' | 'business' | 'pro' | 'premium' | 'constructor';

/** A monthly marketing tariff. */
export interface MarketingPlan extends Offer {
  id: MarketingPlanId;
  /** Shown in the exclusive block (PRO, PREMIUM). */
  exclusive: boolean;
  /** Guaranteed growth of sales in percent, when the tariff promises one. */
  salesGrowthGuaranteePercent: number | null;
  /** How many features a card lists before "and N more". */
  previewFeatureCount: number;
}

/** The marketing tariffs' texts in a language: marketing-plans.ts's book. */
export type MarketingPlansTexts = typeof ruMarketingPlans;

/** The marketing tariffs' descriptions and points in each language of the site; names and prices stay here. */
export const marketingPlansTexts = defineBook<MarketingPlansTexts>('catalog/marketing-plans', {
  ru: () => import(/* webpackChunkName: "texts-ru-catalog-catalog" */ './texts/marketing-plans.ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-catalog-catalog" */ './texts/marketing-plans.uz'),
});

/** Discount shown on every tariff card ("-30%"). */
export const planDiscountBadgePercent = 30;
/** Savings the marketing constructor promises ("экономия до 40%"). */
export const marketingConstructorSavingsPercent = 40;
/** Sales growth the exclusive block mentions ("40%+"). */
export const exclusiveSalesGrowthPercent = 40;

/** A tariff of a fixed price and list: every tariff but the constructor. */
type FixedPlanId = Exclude<MarketingPlanId, 'constructor'>;

/** What a tariff is apart from its texts. */
export type MarketingPlanFacts<Id extends MarketingPlanId = MarketingPlanId> = Omit<
  MarketingPlan,
  'id' | 'description' | 'features'
> & { id: Id };

const starter: MarketingPlanFacts<FixedPlanId> = {
  id: 'starter',
  name: 'STARTER',
  price: 6_500_000,
  oldPrice: 10_400_000,
  priceFrom: false,
  popular: false,
  exclusive: false,
  salesGrowthGuaranteePercent: null,
  previewFeatureCount: 5,
};

const popular: MarketingPlanFacts<FixedPlanId> = {
  id: 'popular',
  name: 'POPULAR',
  price: 11_050_000,
  oldPrice: 15_600_000,
  priceFrom: false,
  popular: true,
  exclusive: false,
  salesGrowthGuaranteePercent: null,
  previewFeatureCount: 5,
};

const business: MarketingPlanFacts<FixedPlanId> = {
  id: 'business',
  name: 'BUSINESS',
  price: 14_300_000,
  oldPrice: 19_500_000,
  priceFrom: false,
  popular: false,
  exclusive: false,
  salesGrowthGuaranteePercent: 10,
  previewFeatureCount: 5,
};

const pro: MarketingPlanFacts<FixedPlanId> = {
  id: 'pro',
  name: 'PRO',
  price: 24_050_000,
  oldPrice: 32_500_000,
  priceFrom: false,
  popular: false,
  exclusive: true,
  salesGrowthGuaranteePercent: 20,
  previewFeatureCount: 6,
};

const premium: MarketingPlanFacts<FixedPlanId> = {
  id: 'premium',
  name: 'PREMIUM',
  price: 35_750_000,
  oldPrice: 45_500_000,
  priceFrom: false,
  popular: false,
  exclusive: true,
  salesGrowthGuaranteePercent: 25,
  previewFeatureCount: 6,
};

/** The marketing constructor starts where the cheapest tariff starts. */
const constructorPlan: MarketingPlanFacts = {
  id: 'constructor',
  name: 'CONSTRUCTOR',
  price: starter.price,
  oldPrice: starter.oldPrice,
  priceFrom: true,
  popular: false,
  exclusive: false,
  salesGrowthGuaranteePercent: null,
  previewFeatureCount: 5,
};

/** The fixed tariffs in display order, each after the one it builds on. */
const tiers = [starter, popular, business, pro, premium];

/** Every marketing tariff apart from its texts, in display order, the constructor last. */
export const marketingPlanFacts: readonly MarketingPlanFacts[] = [...tiers, constructorPlan];

/** A tariff with its description and points. */
const planWith = (
  data: MarketingPlanFacts,
  description: string,
  features: readonly string[],
): MarketingPlan => ({
  id: data.id,
  name: data.name,
  price: data.price,
  oldPrice: data.oldPrice,
  priceFrom: data.priceFrom,
  description,
  features,
  popular: data.popular,
  exclusive: data.exclusive,
  salesGrowthGuaranteePercent: data.salesGrowthGuaranteePercent,
  previewFeatureCount: data.previewFeatureCount,
});

/** Every marketing tariff in display order, the constructor last, in the language of `texts`. */
export function marketingPlansIn(texts: MarketingPlansTexts): readonly MarketingPlan[] {
  const fixed = tiers.map((tier, index) => {
    const previous = tiers[index - 1];
    const { description, features } = texts.plans[tier.id];
    const guarantee = tier.salesGrowthGuaranteePercent;
    return planWith(tier, description, [
      ...(previous ? [texts.includes(previous.name)] : []),
      ...(guarantee === null ? [] : [texts.guarantee(guarantee)]),
      ...features,
      texts.paymentTerms,
    ]);
  });
  const { description, features } = texts.plans.constructor;
  const custom = planWith(constructorPlan, description, [
    features.anyServices,
    features.savings(marketingConstructorSavingsPercent),
    features.budget(starter.price),
    features.strategy,
    features.quantities,
    texts.paymentTerms,
  ]);
  return [...fixed, custom];
}

/** The marketing constructor (custom tariff and calculator) of a list `marketingPlansIn` gave. */
export function constructorPlanOf(plans: readonly MarketingPlan[]): MarketingPlan {
  const found = plans.find((plan) => plan.id === 'constructor');
  if (!found) throw new Error('The marketing tariffs lack the constructor');
  return found;
}

/** The marketing constructor (custom tariff and calculator), in the language of `texts`. */
export const marketingConstructorPlanIn = (texts: MarketingPlansTexts): MarketingPlan =>
  constructorPlanOf(marketingPlansIn(texts));

/** The marketing constructor's starting price: the cheapest tariff's. */
export const marketingConstructorPrice = constructorPlan.price;

/** Plan name of custom-plan and calculator leads. */
export const marketingConstructorPlanName = constructorPlan.name;
