import { digitalPacks, marketingPlans } from 'shared-data/testing';
import { finalPrice, promoDiscount, quotePrice, savings } from './offer-pricing';

const priceOf = (name: string) => {
  const offer = [...marketingPlans, ...digitalPacks].find((candidate) => candidate.name === name);
  if (!offer) {
    throw new Error(name);
  }
  return offer;
};

describe('savings', () => {
  it.each([
    ['STARTER', 3_900_000],
    ['POPULAR', 4_550_000],
    ['BUSINESS', 5_200_000],
    ['PRO', 8_450_000],
    ['PREMIUM', 9_750_000],
    ['FULL PACK', 7_000_000],
    ['PRO PACK', 9_000_000],
    ['BUSINESS+ PACK', 10_000_000],
  ])('%s saves %d (old price minus price)', (name, expected) => {
    expect(savings(priceOf(name))).toBe(expected);
  });

  it('is zero when nothing is discounted and rejects impossible prices', () => {
    expect(savings({ price: 100, oldPrice: 100 })).toBe(0);
    expect(() => savings({ price: -1, oldPrice: 100 })).toThrow(RangeError);
    expect(() => savings({ price: 1, oldPrice: Number.NaN })).toThrow(RangeError);
  });
});

describe('promoDiscount', () => {
  it('takes 15% of a tariff price', () => {
    expect(promoDiscount(priceOf('STARTER').price)).toBe(975_000);
    expect(promoDiscount(priceOf('POPULAR').price)).toBe(1_657_500);
    expect(promoDiscount(priceOf('PRO').price)).toBe(3_607_500);
  });

  it('rounds to whole сум, halves up', () => {
    expect(promoDiscount(0)).toBe(0);
    expect(promoDiscount(1)).toBe(0);
    expect(promoDiscount(3)).toBe(0);
    expect(promoDiscount(7)).toBe(1);
    expect(promoDiscount(10)).toBe(2);
    expect(promoDiscount(30)).toBe(5);
    expect(promoDiscount(90)).toBe(14);
    expect(promoDiscount(1_000_010)).toBe(150_002);
  });

  it('rejects negative, infinite and NaN prices', () => {
    expect(() => promoDiscount(-100)).toThrow(RangeError);
    expect(() => promoDiscount(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => promoDiscount(Number.NaN)).toThrow(RangeError);
  });
});

describe('finalPrice and quotePrice', () => {
  it('subtracts the discount only when a promo code applies', () => {
    const pro = priceOf('PRO').price;
    expect(finalPrice(pro, true)).toBe(20_442_500);
    expect(finalPrice(pro, false)).toBe(pro);
  });

  it('keeps price = discount + final price after rounding', () => {
    for (const price of [10, 11, 13, 99, 6_500_001]) {
      const quote = quotePrice(price, true);
      expect(quote.discountAmount + quote.finalPrice).toBe(price);
      expect(Number.isInteger(quote.finalPrice)).toBe(true);
    }
  });

  it('quotes a plan with and without a promo code', () => {
    const business = priceOf('BUSINESS').price;
    expect(quotePrice(business, true)).toEqual({
      price: business,
      discountAmount: 2_145_000,
      finalPrice: 12_155_000,
    });
    expect(quotePrice(business, false)).toEqual({ price: business, discountAmount: 0, finalPrice: business });
  });
});
