import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  budgetOptions,
  calculatorCategories,
  constructorCategories,
  customPlanChecklist,
  digitalConstructorItems,
  digitalConstructorPack,
  digitalPacks,
  digitalServices,
  landingBudgetOptions,
  marketingCalculatorServices,
  marketingConstructorPlan,
  marketingPlans,
  marketingServices,
  promoBanner,
  responsePromises,
} from 'shared-data/testing';
import { formatPriceRange } from '../format/money';
import { digitalConstructorBounds } from './digital-constructor';
import { digitalConstructorSavingsPercent, packDiscountBadgePercent } from './digital-packs';
import { defaultServicePriceRange, digitalTechnologies } from './digital-services';
import { marketingCalculatorBounds } from './marketing-calculator';
import {
  exclusiveSalesGrowthPercent,
  marketingConstructorSavingsPercent,
  planDiscountBadgePercent,
} from './marketing-plans';
import { fromPrices } from './promo';
import { referralTerms } from './referral';

const byName = <T extends { name: string }>(list: readonly T[], name: string) => {
  const found = list.find((entry) => entry.name === name);
  if (!found) {
    throw new Error(`${name} is not in the catalog`);
  }
  return found;
};

const priceOf = (items: readonly { id: string; price: number }[], id: string) =>
  items.find((item) => item.id === id)?.price;

describe('the catalog holds every figure of the spec', () => {
  it.each([
    ['STARTER', 6_500_000, 10_400_000],
    ['POPULAR', 11_050_000, 15_600_000],
    ['BUSINESS', 14_300_000, 19_500_000],
    ['PRO', 24_050_000, 32_500_000],
    ['PREMIUM', 35_750_000, 45_500_000],
    ['CONSTRUCTOR', 6_500_000, 10_400_000],
  ])('tariff %s costs %d instead of %d', (name, price, oldPrice) => {
    expect(byName(marketingPlans, name)).toMatchObject({ price, oldPrice });
  });

  it.each([
    ['FULL PACK', 18_000_000, 25_000_000],
    ['PRO PACK', 26_000_000, 35_000_000],
    ['BUSINESS+ PACK', 35_000_000, 45_000_000],
    ['CONSTRUCTOR', 3_500_000, 5_000_000],
  ])('pack %s costs %d instead of %d', (name, price, oldPrice) => {
    expect(byName(digitalPacks, name)).toMatchObject({ price, oldPrice });
  });

  it.each([
    ['logo-design', 1_040_000],
    ['brand-identity', 1_560_000],
    ['brand-book', 780_000],
    ['basic-post', 156_000],
    ['premium-post', 234_000],
    ['reels', 520_000],
    ['stories', 104_000],
    ['post-cover', 130_000],
    ['platform-setup', 390_000],
    ['content-plan', 650_000],
    ['crm-setup', 780_000],
    ['targeted-ads', 1_300_000],
    ['landing-page', 2_600_000],
    ['website', 3_900_000],
    ['business-consultation', 390_000],
    ['extra-language', 260_000],
    ['competitor-analysis', 520_000],
  ])('calculator service %s costs %d', (id, price) => {
    expect(priceOf(marketingCalculatorServices, id)).toBe(price);
  });

  it.each([
    ['technical-consultation', 300_000],
    ['erp-system', 6_500_000],
    ['landing-page', 1_800_000],
    ['react-app', 2_500_000],
    ['online-store', 4_800_000],
    ['monthly-support', 500_000],
  ])('constructor item %s costs %d', (id, price) => {
    expect(priceOf(digitalConstructorItems, id)).toBe(price);
  });

  it('prices the hourly and monthly items per unit', () => {
    const unitOf = (items: readonly { id: string; unit?: string }[], id: string) =>
      items.find((item) => item.id === id)?.unit;
    expect(unitOf(marketingCalculatorServices, 'business-consultation')).toBe('час');
    expect(unitOf(digitalConstructorItems, 'technical-consultation')).toBe('час');
    expect(unitOf(digitalConstructorItems, 'monthly-support')).toBe('месяц');
  });

  it('has the bounds of the calculator and the constructor', () => {
    expect(marketingCalculatorBounds).toEqual({ min: 6_500_000, max: 39_000_000, subject: 'order' });
    expect(digitalConstructorBounds).toEqual({ min: 3_500_000, max: 50_000_000, subject: 'project' });
  });

  it.each([
    ['web-development', 8_000_000, 25_000_000],
    ['mobile-development', 15_000_000, 40_000_000],
    ['bots', 3_500_000, 12_000_000],
    ['backend', 6_000_000, 20_000_000],
    ['ux-ui', 4_000_000, 15_000_000],
    ['cybersecurity', 5_000_000, 18_000_000],
    ['devops', 7_000_000, 22_000_000],
    ['analytics-bi', 6_000_000, 20_000_000],
    ['ai-ml', 10_000_000, 35_000_000],
    ['crm-erp', 8_000_000, 30_000_000],
    ['api-integration', 4_000_000, 15_000_000],
    ['qa-testing', 3_500_000, 12_000_000],
  ])('digital service %s costs %d to %d', (id, min, max) => {
    expect(digitalServices.find((service) => service.id === id)?.priceRange).toEqual({ min, max });
  });

  it('has the default digital price "3,500,000+"', () => {
    expect(formatPriceRange(defaultServicePriceRange)).toBe('3\u00a0500\u00a0000+\u00a0сум');
  });

  it('has the "from" prices, the promo and the referral terms', () => {
    expect(fromPrices).toEqual({
      marketing: 1_500_000,
      digital: 3_000_000,
      smmPerMonth: 1_500_000,
      seoPerMonth: 2_000_000,
    });
    expect(promoBanner).toMatchObject({ defaultEndsAt: '2025-08-31T23:59:59+05:00', discountPercent: 50 });
    expect(referralTerms).toMatchObject({ buyerDiscountPercent: 15, commissionPercent: 15 });
    expect(responsePromises).toMatchObject({ consultationFormMinutes: 30, constructorHours: 2 });
  });

  it('has the displayed discounts', () => {
    expect(planDiscountBadgePercent).toBe(30);
    expect(marketingConstructorSavingsPercent).toBe(40);
    expect(exclusiveSalesGrowthPercent).toBe(40);
    expect(packDiscountBadgePercent).toBe(28);
    expect(digitalConstructorSavingsPercent).toBe(30);
  });

  it('labels the budgets with the spec figures', () => {
    expect(landingBudgetOptions.map((option) => option.label)).toEqual([
      'До 5\u00a0000\u00a0000\u00a0сум',
      '5\u00a0000\u00a0000 - 15\u00a0000\u00a0000\u00a0сум',
      '15\u00a0000\u00a0000 - 35\u00a0000\u00a0000\u00a0сум',
      'Свыше 35\u00a0000\u00a0000\u00a0сум',
      'Обсудим индивидуально',
    ]);
    expect(budgetOptions.map((option) => option.label)).toEqual([
      'До 3\u00a0000\u00a0000\u00a0сум',
      '3\u00a0000\u00a0000 - 10\u00a0000\u00a0000\u00a0сум',
      '10\u00a0000\u00a0000 - 30\u00a0000\u00a0000\u00a0сум',
      'Свыше 30\u00a0000\u00a0000\u00a0сум',
    ]);
  });
});

describe('marketing tariffs', () => {
  const fixed = marketingPlans.filter((plan) => !plan.priceFrom);

  it('lists five fixed tariffs in order, then the constructor', () => {
    expect(marketingPlans.map((plan) => plan.name)).toEqual([
      'STARTER',
      'POPULAR',
      'BUSINESS',
      'PRO',
      'PREMIUM',
      'CONSTRUCTOR',
    ]);
    expect(marketingPlans.at(-1)).toBe(marketingConstructorPlan);
    expect(marketingConstructorPlan.priceFrom).toBe(true);
  });

  it('builds each tier on the previous one', () => {
    for (const [index, plan] of fixed.entries()) {
      const previous = fixed[index - 1];
      if (previous) {
        expect(plan.features[0]).toBe(`Всё из тарифа ${previous.name}`);
      }
    }
  });

  it('says payment comes after signing the contract, on every tariff', () => {
    for (const plan of marketingPlans) {
      expect(plan.features).toContain('Оплата после подписания договора');
    }
  });

  it('marks POPULAR popular, PRO and PREMIUM exclusive, and states the sales guarantees', () => {
    expect(marketingPlans.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual(['POPULAR']);
    expect(marketingPlans.filter((plan) => plan.exclusive).map((plan) => plan.name)).toEqual([
      'PRO',
      'PREMIUM',
    ]);
    expect(
      Object.fromEntries(marketingPlans.map((plan) => [plan.name, plan.salesGrowthGuaranteePercent])),
    ).toEqual({
      STARTER: null,
      POPULAR: null,
      BUSINESS: 10,
      PRO: 20,
      PREMIUM: 25,
      CONSTRUCTOR: null,
    });
    expect(byName(marketingPlans, 'PRO').features).toContain('Гарантия роста продаж +20%');
  });

  it('has more features than a card previews (5, or 6 for the exclusive ones)', () => {
    for (const plan of fixed) {
      expect(plan.previewFeatureCount).toBe(plan.exclusive ? 6 : 5);
      expect(plan.features.length).toBeGreaterThan(plan.previewFeatureCount);
    }
  });
});

describe('digital packs', () => {
  it('lists three packs and the constructor, PRO PACK popular, six months of support in FULL PACK', () => {
    expect(digitalPacks.map((pack) => pack.name)).toEqual([
      'FULL PACK',
      'PRO PACK',
      'BUSINESS+ PACK',
      'CONSTRUCTOR',
    ]);
    expect(digitalPacks.filter((pack) => pack.popular).map((pack) => pack.name)).toEqual(['PRO PACK']);
    expect(byName(digitalPacks, 'FULL PACK').supportMonths).toBe(6);
    expect(digitalConstructorPack.priceFrom).toBe(true);
  });
});

describe('calculator and constructor items', () => {
  it.each([
    ['calculator', marketingCalculatorServices, calculatorCategories, 38, 45],
    ['constructor', digitalConstructorItems, constructorCategories, 55, 62],
  ] as const)(
    'the %s has unique ids, every category in use and whole positive prices',
    (_, items, categories, min, max) => {
      expect(items.length).toBeGreaterThanOrEqual(min);
      expect(items.length).toBeLessThanOrEqual(max);
      expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
      expect(new Set(items.map((item) => item.category))).toEqual(
        new Set(categories.map((category) => category.value)),
      );
      for (const item of items) {
        expect(Number.isInteger(item.price)).toBe(true);
        expect(item.price).toBeGreaterThan(0);
        expect(item.description.length).toBeGreaterThan(0);
      }
    },
  );

  it('has the spec counts of categories', () => {
    expect(calculatorCategories).toHaveLength(15);
    expect(constructorCategories).toHaveLength(14);
  });

  it('spans 300,000 to 6,500,000 in the constructor', () => {
    const prices = digitalConstructorItems.map((item) => item.price);
    expect(Math.min(...prices)).toBe(priceOf(digitalConstructorItems, 'technical-consultation'));
    expect(Math.max(...prices)).toBe(priceOf(digitalConstructorItems, 'erp-system'));
  });
});

describe('services', () => {
  const packIds = new Set(digitalPacks.map((pack) => pack.id));
  const planIds = new Set(marketingPlans.map((plan) => plan.id));

  it('has 12 digital services offered in existing packs, and 12 technologies', () => {
    expect(digitalServices).toHaveLength(12);
    expect(new Set(digitalServices.map((service) => service.title)).size).toBe(12);
    for (const service of digitalServices) {
      expect(service.availableIn.length).toBeGreaterThan(0);
      expect(service.availableIn.every((id) => packIds.has(id))).toBe(true);
    }
    expect(digitalTechnologies).toHaveLength(12);
  });

  it('has 20 marketing services, some of them only in the constructor', () => {
    expect(marketingServices).toHaveLength(20);
    expect(marketingServices.every((service) => service.availableIn.every((id) => planIds.has(id)))).toBe(
      true,
    );
    expect(marketingServices.some((service) => service.availableIn.length === 0)).toBe(true);
  });

  it('names no service twice across the divisions', () => {
    const titles = [...digitalServices, ...marketingServices].map((service) => service.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('offers about 64 unique checklist points for a custom tariff', () => {
    expect(customPlanChecklist).toHaveLength(64);
    expect(new Set(customPlanChecklist.map((option) => option.value)).size).toBe(64);
  });
});

describe('one source of prices', () => {
  const repoRoot = join(__dirname, '..', '..', '..');
  const sourceRoot = repoRoot;
  const catalogDir = join(__dirname);
  const sourceDirs = [
    'shell/src',
    'marketing-app/src',
    'digital-app/src',
    'ambassador-app/src',
    'admin-app/src',
    'shared-ui/src',
    'shared-data/src',
    'functions/src',
    'functions/supabase/functions',
    'tools',
  ];
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const path = join(dir, entry);
      if (entry === 'node_modules') return [];
      return statSync(path).isDirectory() ? files(path) : [path];
    });
  const figures = [
    6_500_000, 10_400_000, 11_050_000, 15_600_000, 14_300_000, 19_500_000, 24_050_000, 32_500_000, 35_750_000,
    45_500_000, 18_000_000, 25_000_000, 26_000_000, 35_000_000, 45_000_000, 3_500_000, 5_000_000, 39_000_000,
    50_000_000, 1_500_000, 3_000_000, 2_000_000,
  ];
  const spellings = (figure: number) => {
    const digits = String(figure);
    const grouped = (separator: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
    return [digits, grouped('_'), grouped(','), grouped(' ')];
  };

  it('keeps spec price literals inside the catalog, in every package (tests aside)', () => {
    const offenders = sourceDirs
      .flatMap((dir) => files(join(repoRoot, dir)))
      .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.startsWith(catalogDir))
      .flatMap((path) => {
        const source = readFileSync(path, 'utf8');
        return figures
          .flatMap(spellings)
          .filter((spelling) => new RegExp(`(?<!\\d[_, ]?)${spelling}(?![_, ]?\\d)`).test(source))
          .map((spelling) => `${relative(sourceRoot, path)}: ${spelling}`);
      });
    expect(offenders).toEqual([]);
  });
});
