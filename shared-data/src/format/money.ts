const groups = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/** Formats whole сум the Russian way: `6500000` → `"6 500 000 сум"` (plain spaces, not NBSP). */
export function formatMoney(amount: number): string {
  return `${formatNumber(amount)} сум`;
}

/** Groups thousands with plain spaces: `6500000` → `"6 500 000"`. */
export function formatNumber(amount: number): string {
  return groups.format(Math.round(amount)).replace(/[\u00a0\u202f]/g, ' ');
}
