import type { Language } from '../routes/languages';

/** No-break space (U+00A0): what groups a number's thousands and ties it to its unit, so a price never wraps inside. */
const noBreakSpace = '\u00a0';

/**
 * The currency after an amount in each language (the glossary's `currency`). Written here rather than in a book: a
 * price is formatted wherever it is computed (the catalog, a mail, a page's first render), where no book may be loaded.
 */
const currency: Readonly<Record<Language, string>> = { ru: 'сум', uz: 'so‘m' };

/**
 * Formats whole сум: `1234567` → `"1 234 567 сум"`, in Uzbek `"1 234 567 so‘m"` (an Uzbek text adds its suffix
 * straight on: «so‘mdan»), every space a no-break one (U+00A0).
 */
export function formatMoney(amount: number, language: Language = 'ru'): string {
  return `${formatNumber(amount)}${noBreakSpace}${currency[language]}`;
}

/**
 * Groups thousands with no-break spaces (U+00A0), as `Intl.NumberFormat('ru-RU')` groups them: `1234567` →
 * `"1 234 567"`.
 * Written out rather than asked of Intl: a page formats its prices while it loads, and the first Intl formatter of a
 * page costs about 10 ms of main thread for its locale data, several times that on a phone.
 */
export function formatNumber(amount: number): string {
  const whole = Math.round(amount);
  if (!Number.isFinite(whole)) return String(whole);
  const grouped = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, noBreakSpace);
  return whole < 0 ? `-${grouped}` : grouped;
}

/**
 * A range with no upper end, as each language writes it: `1 200 000+ сум`, and in Uzbek «1 200 000 so‘mdan» (from
 * 1 200 000 so‘m), the ablative an Uzbek price list uses.
 */
const openRange: Readonly<Record<Language, (min: number) => string>> = {
  ru: (min) => `${formatNumber(min)}+${noBreakSpace}${currency.ru}`,
  uz: (min) => `${formatMoney(min, 'uz')}dan`,
};

/**
 * A price range: `1 200 000 - 2 400 000 сум` (in Uzbek `1 200 000 - 2 400 000 so‘m`), or, when it has no upper end,
 * `1 200 000+ сум` (in Uzbek `1 200 000 so‘mdan`).
 */
export function formatPriceRange(range: { min: number; max?: number }, language: Language = 'ru'): string {
  return range.max === undefined
    ? openRange[language](range.min)
    : `${formatNumber(range.min)} - ${formatMoney(range.max, language)}`;
}
