import { formatMoney, formatNumber, formatPriceRange } from './money';

describe('formatMoney', () => {
  it('groups thousands with spaces and adds сум', () => {
    expect(formatMoney(6_500_000)).toBe('6 500 000 сум');
    expect(formatMoney(35_750_000)).toBe('35 750 000 сум');
  });

  it('rounds to whole сум and handles small and zero amounts', () => {
    expect(formatMoney(0)).toBe('0 сум');
    expect(formatMoney(999.6)).toBe('1 000 сум');
    expect(formatNumber(1234)).toBe('1 234');
  });
});

describe('formatPriceRange', () => {
  it('writes a closed range with сум once, an open one with a plus', () => {
    expect(formatPriceRange({ min: 8_000_000, max: 25_000_000 })).toBe('8 000 000 - 25 000 000 сум');
    expect(formatPriceRange({ min: 3_500_000 })).toBe('3 500 000+ сум');
  });
});
