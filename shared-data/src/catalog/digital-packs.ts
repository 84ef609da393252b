import { defineBook, formatMoney, type Language } from 'shared-data/site';
import type ruDigitalPacks from './texts/digital-packs.ru';
import type { Offer } from './types';

export type DigitalPackId = 'full-pack' | 'pro-pack' | 'business-plus-pack' | 'digital-constructor';

/** A fixed-price development pack of the digital studio. */
export interface DigitalPack extends Offer {
  id: DigitalPackId;
  /** Months of free support after launch, when the pack includes it. */
  supportMonths: number | null;
}

/** The digital packs' descriptions and features in each language, by pack id. */
export const digitalPacksTexts = defineBook<typeof ruDigitalPacks>('catalog/digital-packs', {
  ru: () => import(/* webpackChunkName: "texts-ru-catalog-catalog" */ './texts/digital-packs.ru'),
  uz: () => import(/* webpackChunkName: "texts-uz-catalog-catalog" */ './texts/digital-packs.uz'),
});

/** The digital packs' book, as each language gives it. */
export type DigitalPacksTexts = typeof ruDigitalPacks;

/** Discount shown on every pack card ("-28%"). */
export const packDiscountBadgePercent = 28;
/** Savings the digital constructor promises ("экономия до 30%"). */
export const digitalConstructorSavingsPercent = 30;

/** What a pack is apart from its words: its name, prices and support. */
export type DigitalPackFacts = Omit<DigitalPack, 'description' | 'features'>;

const fullPack: DigitalPackFacts = {
  id: 'full-pack',
  name: 'FULL PACK',
  price: 18_000_000,
  oldPrice: 25_000_000,
  priceFrom: false,
  popular: false,
  supportMonths: 6,
};

const proPack: DigitalPackFacts = {
  id: 'pro-pack',
  name: 'PRO PACK',
  price: 26_000_000,
  oldPrice: 35_000_000,
  priceFrom: false,
  popular: true,
  supportMonths: 12,
};

const businessPlusPack: DigitalPackFacts = {
  id: 'business-plus-pack',
  name: 'BUSINESS+ PACK',
  price: 35_000_000,
  oldPrice: 45_000_000,
  priceFrom: false,
  popular: false,
  supportMonths: 12,
};

/** The smallest project the studio takes: the digital constructor's starting price. */
export const digitalProjectMinimum = 3_500_000;

const constructorPack: DigitalPackFacts = {
  id: 'digital-constructor',
  name: 'CONSTRUCTOR',
  price: digitalProjectMinimum,
  oldPrice: 5_000_000,
  priceFrom: true,
  popular: false,
  supportMonths: null,
};

/** Every digital pack apart from its words, in display order, the constructor last. */
export const digitalPackFacts: readonly DigitalPackFacts[] = [
  fullPack,
  proPack,
  businessPlusPack,
  constructorPack,
];

/** A pack with its words, its keys in the order a pack has always had them (what serializes one stays the same). */
const packWith = (
  { id, name, price, oldPrice, priceFrom, popular, supportMonths }: DigitalPackFacts,
  description: string,
  features: readonly string[],
): DigitalPack => ({ id, name, price, oldPrice, priceFrom, description, features, popular, supportMonths });

/**
 * Every digital pack in display order, the constructor last, described in the language of `texts`: a pack
 * built on a smaller one starts with everything from it, and every fixed pack ends with its support and the
 * payment terms.
 */
export function digitalPacksIn(texts: DigitalPacksTexts, language: Language): readonly DigitalPack[] {
  const { packs, paymentTerms, support, everythingFrom } = texts;
  const fixedPack = (
    facts: DigitalPackFacts,
    own: { description: string; features: readonly string[] },
    base?: DigitalPackFacts,
  ) =>
    packWith(facts, own.description, [
      ...(base ? [everythingFrom(base.name)] : []),
      ...own.features,
      ...(facts.supportMonths ? [support(facts.supportMonths)] : []),
      paymentTerms,
    ]);
  const constructorTexts = packs['digital-constructor'];
  return [
    fixedPack(fullPack, packs['full-pack']),
    fixedPack(proPack, packs['pro-pack'], fullPack),
    fixedPack(businessPlusPack, packs['business-plus-pack'], proPack),
    packWith(constructorPack, constructorTexts.description, [
      constructorTexts.modules,
      constructorTexts.savings(digitalConstructorSavingsPercent),
      constructorTexts.projectFrom(formatMoney(digitalProjectMinimum, language)),
      constructorTexts.consultation,
      constructorTexts.estimate,
      paymentTerms,
    ]),
  ];
}

/** The digital constructor pack among `packs`. */
export const digitalConstructorPackOf = (packs: readonly DigitalPack[]) =>
  packs.find((pack) => pack.id === constructorPack.id) as DigitalPack;

/** Plan name of digital constructor leads. */
export const digitalConstructorPlanName = 'DIGITAL CONSTRUCTOR';
