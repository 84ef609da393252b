/** No-break space (U+00A0): what groups a number's thousands and ties it to its unit, so a price never wraps inside. */
const noBreakSpace = '\u00a0';

/** Formats whole сум the Russian way: `1234567` → `"1 234 567 сум"`, every space a no-break one (U+00A0). */
export function formatMoney(amount: number): string {
  return `${formatNumber(amount)}${noBreakSpace}сум`;
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

/** A price range: `1 200 000 - 2 400 000 сум`, or `1 200 000+ сум` when it has no upper end. */
export function formatPriceRange(range: { min: number; max?: number }): string {
  return range.max === undefined
    ? `${formatNumber(range.min)}+${noBreakSpace}сум`
    : `${formatNumber(range.min)} - ${formatMoney(range.max)}`;
}
