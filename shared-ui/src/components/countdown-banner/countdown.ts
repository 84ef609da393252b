/**
 * The promo's countdown without React: what it shows and the ticker the page's early script runs, so the countdown
 * of a server-rendered page counts from its first paint and never waits for the page's code (it is no island).
 * Plain code with no imports, as the early script takes it.
 */

/** Time left split into whole days, hours, minutes and seconds. */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export const countdownUnits: readonly (keyof TimeLeft)[] = ['days', 'hours', 'minutes', 'seconds'];

/** Splits the whole seconds between `now` and `end` (both epoch ms); `null` once nothing is left. */
export function timeLeftUntil(end: number, now: number): TimeLeft | null {
  const total = Math.floor((end - now) / 1000);
  if (!(total > 0)) {
    return null;
  }
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * A unit's words in the page's language for the plural categories a whole number takes (`one`, `few`, `many`; a
 * language without some of them gives the same word for those), from shared-ui's book.
 */
type UnitWords = Readonly<Record<'one' | 'few' | 'many', string>>;

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The word for a count of a unit in `language`: `unitWord({ one: 'день', few: 'дня', many: 'дней' }, 2, 'ru')` →
 * "дня". Categories a language has beyond these (`other`, `zero`, `two`) take the `many` word.
 */
export function unitWord(words: UnitWords, count: number, language: string): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  const category = rules.select(count);
  return category === 'one' || category === 'few' ? words[category] : words.many;
}

/** A unit's words as a countdown carries them for the ticker: `one few many`, separated by spaces. */
export const unitWordsValue = (words: UnitWords) => `${words.one} ${words.few} ${words.many}`;

/** A unit's words from the value `unitWordsValue` wrote, or undefined for a value that holds none. */
function unitWordsOf(value: string | null): UnitWords | undefined {
  const [one, few, many] = value?.split(' ') ?? [];
  return one && few && many ? { one, few, many } : undefined;
}

/** A unit's figure as the banner shows it: days as they are, the rest in two digits. */
export const unitFigure = (unit: keyof TimeLeft, count: number) =>
  unit === 'days' ? String(count) : String(count).padStart(2, '0');

/** On a countdown's banner: when its offer ends (ISO date-time with an offset). */
export const countdownEndsAttribute = 'data-countdown-ends';
/** On each unit of a countdown: which one it shows (`days`, `hours`, …). */
export const countdownUnitAttribute = 'data-countdown-unit';
/**
 * On each unit of a countdown: its words in the page's language (`unitWordsValue`). The page's markup carries them,
 * so the early script holds no words of any language.
 */
export const countdownWordsAttribute = 'data-countdown-words';
/** On a countdown's banner while a live React component counts it: the ticker leaves it alone. */
export const countdownLiveAttribute = 'data-countdown-live';

/**
 * Shows the time left at `now` in every countdown under `root` that no React component counts: each unit's figure
 * (`strong`) and word (its last `span`, picked from the unit's words by the plural rules of the banner's language,
 * its nearest `lang`); a countdown that has ended by `now` hides its banner, one still running shows it.
 */
export function tickCountdowns(root: ParentNode, now: number) {
  for (const banner of root.querySelectorAll<HTMLElement>(`[${countdownEndsAttribute}]`)) {
    if (banner.hasAttribute(countdownLiveAttribute)) continue;
    const left = timeLeftUntil(Date.parse(banner.getAttribute(countdownEndsAttribute) ?? ''), now);
    // The visitor's clock decides: a banner the server rendered hidden (its clock past the end) shows while the
    // promo runs by this one, and any banner hides at the end.
    banner.hidden = left === null;
    if (!left) continue;
    const language = banner.closest('[lang]')?.getAttribute('lang') || 'ru';
    for (const part of banner.querySelectorAll<HTMLElement>(`[${countdownUnitAttribute}]`)) {
      const unit = part.getAttribute(countdownUnitAttribute) as keyof TimeLeft;
      if (!countdownUnits.includes(unit)) continue;
      const figure = part.querySelector('strong');
      const word = part.querySelector('span:last-child');
      if (figure) figure.textContent = unitFigure(unit, left[unit]);
      const words = unitWordsOf(part.getAttribute(countdownWordsAttribute));
      if (word && words) word.textContent = unitWord(words, left[unit], language);
    }
  }
}

/**
 * Part of the early script: ticks the page's countdowns once its markup is there and then on every whole second of
 * the visitor's clock. A countdown a page renders later (in the browser) is found on the next second.
 */
export function startCountdowns(target: Window = window) {
  const tick = () => tickCountdowns(target.document, Date.now());
  const everySecond = () => {
    tick();
    target.setTimeout(everySecond, 1000 - (Date.now() % 1000));
  };
  if (target.document.readyState === 'loading') {
    target.document.addEventListener('DOMContentLoaded', everySecond, { once: true });
  } else {
    everySecond();
  }
}
