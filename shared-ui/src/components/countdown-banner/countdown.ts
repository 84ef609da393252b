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

const unitWords: Record<keyof TimeLeft, Record<'one' | 'few' | 'many', string>> = {
  days: { one: 'день', few: 'дня', many: 'дней' },
  hours: { one: 'час', few: 'часа', many: 'часов' },
  minutes: { one: 'минута', few: 'минуты', many: 'минут' },
  seconds: { one: 'секунда', few: 'секунды', many: 'секунд' },
};

let plural: Intl.PluralRules | undefined;

/** The Russian word for a count of a unit: `unitWord('days', 2)` → "дня". */
export function unitWord(unit: keyof TimeLeft, count: number): string {
  plural ??= new Intl.PluralRules('ru-RU');
  const category = plural.select(count);
  const words = unitWords[unit];
  return category === 'one' || category === 'few' ? words[category] : words.many;
}

/** A unit's figure as the banner shows it: days as they are, the rest in two digits. */
export const unitFigure = (unit: keyof TimeLeft, count: number) =>
  unit === 'days' ? String(count) : String(count).padStart(2, '0');

/** On a countdown's banner: when its offer ends (ISO date-time with an offset). */
export const countdownEndsAttribute = 'data-countdown-ends';
/** On each unit of a countdown: which one it shows (`days`, `hours`, …). */
export const countdownUnitAttribute = 'data-countdown-unit';
/** On a countdown's banner while a live React component counts it: the ticker leaves it alone. */
export const countdownLiveAttribute = 'data-countdown-live';

/**
 * Shows the time left at `now` in every countdown under `root` that no React component counts: each unit's figure
 * (`strong`) and word (its last `span`); a countdown that has ended by `now` hides its banner, one still running
 * shows it.
 */
export function tickCountdowns(root: ParentNode, now: number) {
  for (const banner of root.querySelectorAll<HTMLElement>(`[${countdownEndsAttribute}]`)) {
    if (banner.hasAttribute(countdownLiveAttribute)) continue;
    const left = timeLeftUntil(Date.parse(banner.getAttribute(countdownEndsAttribute) ?? ''), now);
    // The visitor's clock decides: a banner the server rendered hidden (its clock past the end) shows while the
    // promo runs by this one, and any banner hides at the end.
    banner.hidden = left === null;
    if (!left) continue;
    for (const part of banner.querySelectorAll<HTMLElement>(`[${countdownUnitAttribute}]`)) {
      const unit = part.getAttribute(countdownUnitAttribute) as keyof TimeLeft;
      if (!countdownUnits.includes(unit)) continue;
      const figure = part.querySelector('strong');
      const word = part.querySelector('span:last-child');
      if (figure) figure.textContent = unitFigure(unit, left[unit]);
      if (word) word.textContent = unitWord(unit, left[unit]);
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
