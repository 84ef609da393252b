const groups = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/** Formats whole сум the Russian way: `1234567` → `"1 234 567 сум"` (plain spaces, not NBSP). */
export function formatMoney(amount: number): string {
  return `${formatNumber(amount)} сум`;
}

/** Groups thousands with plain spaces: `1234567` → `"1 234 567"`. */
export function formatNumber(amount: number): string {
  return groups.format(Math.round(amount)).replace(/[\u00a0\u202f]/g, ' ');
}

/** A price range: `1 200 000 - 2 400 000 сум`, or `1 200 000+ сум` when it has no upper end. */
export function formatPriceRange(range: { min: number; max?: number }): string {
  return range.max === undefined
    ? `${formatNumber(range.min)}+ сум`
    : `${formatNumber(range.min)} - ${formatMoney(range.max)}`;
}
