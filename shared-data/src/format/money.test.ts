import { formatMoney, formatNumber, formatPriceRange } from './money';

describe('formatMoney', () => {
  it('groups thousands with no-break spaces and ties сум to the number with one', () => {
    expect(formatMoney(6_500_000)).toBe('6\u00a0500\u00a0000\u00a0сум');
    expect(formatMoney(35_750_000)).toBe('35\u00a0750\u00a0000\u00a0сум');
  });

  it('rounds to whole сум and handles small and zero amounts', () => {
    expect(formatMoney(0)).toBe('0\u00a0сум');
    expect(formatMoney(999.6)).toBe('1\u00a0000\u00a0сум');
    expect(formatNumber(1234)).toBe('1\u00a0234');
  });

  it('groups every amount as Intl.NumberFormat for ru-RU does, with U+00A0 (never a narrow no-break space)', () => {
    const intl = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
    const amounts = [
      1, 12, 123, 999, 1000, 9999, 10_000, 99_999, 100_000, 123_456, 1_000_000, 987_654_321, 12_345_678_901,
    ];
    for (const amount of [...amounts, ...amounts.map((a) => -a), 0, 0.4, 1499.5, -1499.5, 2 ** 53 - 1]) {
      expect(formatNumber(amount)).toBe(intl.format(Math.round(amount)).replace(/\u202f/g, '\u00a0'));
    }
  });
});

describe('formatPriceRange', () => {
  it('writes a closed range with сум once, an open one with a plus', () => {
    expect(formatPriceRange({ min: 8_000_000, max: 25_000_000 })).toBe(
      '8\u00a0000\u00a0000 - 25\u00a0000\u00a0000\u00a0сум',
    );
    expect(formatPriceRange({ min: 3_500_000 })).toBe('3\u00a0500\u00a0000+\u00a0сум');
  });
});

describe('money in Uzbek', () => {
  it('writes so‘m after the amount, tied with a no-break space, so an Uzbek text can add its suffix', () => {
    expect(formatMoney(6_500_000, 'uz')).toBe('6\u00a0500\u00a0000\u00a0so‘m');
    expect(`${formatMoney(1_500_000, 'uz')}dan`).toBe('1\u00a0500\u00a0000\u00a0so‘mdan');
    expect(formatMoney(0, 'uz')).toBe('0\u00a0so‘m');
  });

  it('writes a closed range with so‘m once, and an open one as «… so‘mdan»', () => {
    expect(formatPriceRange({ min: 8_000_000, max: 25_000_000 }, 'uz')).toBe(
      '8\u00a0000\u00a0000 - 25\u00a0000\u00a0000\u00a0so‘m',
    );
    expect(formatPriceRange({ min: 3_500_000 }, 'uz')).toBe('3\u00a0500\u00a0000\u00a0so‘mdan');
  });

  it('writes Russian when asked for it by name, as without a language', () => {
    expect(formatMoney(6_500_000, 'ru')).toBe(formatMoney(6_500_000));
    expect(formatPriceRange({ min: 3_500_000 }, 'ru')).toBe(formatPriceRange({ min: 3_500_000 }));
  });
});
