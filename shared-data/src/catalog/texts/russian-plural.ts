/** A Russian noun's forms after a whole count: after 1 (and 21, 31…), after 2–4 (22–24…), after 5–20 (and 0, 25…). */
export type RussianForms = readonly [one: string, few: string, many: string];

/**
 * The form of a Russian noun after a whole count: `russianPlural(3, ['год', 'года', 'лет'])` → "года". The rule is
 * written out rather than asked of `Intl.PluralRules`: the catalog builds its Russian texts as it loads, and a page's
 * first Intl object costs it the locale's data (the reason `formatNumber` writes out its grouping too).
 */
export function russianPlural(count: number, [one, few, many]: RussianForms): string {
  const lastTwo = Math.abs(count) % 100;
  const last = lastTwo % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return many;
  if (last === 1) return one;
  return last >= 2 && last <= 4 ? few : many;
}
