import { useEffect, useRef, useState } from 'react';
import { parseIsoDate, promoBanner } from 'shared-data/site';
import { useHydrated, useRenderTime } from 'shared-ui';

/** Time left split into whole days, hours, minutes and seconds. */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

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

const plural = new Intl.PluralRules('ru-RU');

const unitWords: Record<keyof TimeLeft, Record<'one' | 'few' | 'many', string>> = {
  days: { one: 'день', few: 'дня', many: 'дней' },
  hours: { one: 'час', few: 'часа', many: 'часов' },
  minutes: { one: 'минута', few: 'минуты', many: 'минут' },
  seconds: { one: 'секунда', few: 'секунды', many: 'секунд' },
};

/** The Russian word for a count of a unit: `unitWord('days', 2)` → "дня". */
export function unitWord(unit: keyof TimeLeft, count: number): string {
  const category = plural.select(count);
  const words = unitWords[unit];
  return category === 'one' || category === 'few' ? words[category] : words.many;
}

const units: (keyof TimeLeft)[] = ['days', 'hours', 'minutes', 'seconds'];

/** What the banner shows before the visitor's clock is known: its words, no figures. */
const placeholder: TimeLeft = { days: 0, hours: 0, minutes: 0, seconds: 0 };

const sameTime = (a: TimeLeft | null, b: TimeLeft | null) =>
  a === b || (a !== null && b !== null && units.every((unit) => a[unit] === b[unit]));

export interface CountdownBannerProps {
  /** End of the offer as an ISO date-time with an offset, e.g. `2025-08-31T23:59:59+05:00`. */
  endsAt: string;
  /** The offer; default the promo catalog's "Скидка 50% на все тарифы". */
  message?: string;
  /** Clock, for tests and previews; default `Date.now`. */
  now?: () => number;
}

/**
 * The limited-time offer banner: the promo message and the days, hours, minutes and seconds left, updated every
 * second. Renders nothing when the end is invalid or has passed, and hides itself when it reaches zero.
 */
export function CountdownBanner({
  endsAt,
  message = promoBanner.text,
  now = Date.now,
}: CountdownBannerProps) {
  const end = parseIsoDate(endsAt)?.getTime() ?? Number.NaN;
  const hydrated = useHydrated();
  const renderTime = useRenderTime();
  const [left, setLeft] = useState(() => timeLeftUntil(end, now()));
  const clock = useRef(now);
  clock.current = now;

  useEffect(() => {
    const tick = () => {
      const next = timeLeftUntil(end, clock.current());
      setLeft((previous) => (sameTime(previous, next) ? previous : next));
      return next;
    };
    if (!tick()) {
      return undefined;
    }
    const id = setInterval(() => {
      if (!tick()) {
        clearInterval(id);
      }
    }, promoBanner.countdownRefreshMs);
    return () => clearInterval(id);
  }, [end]);

  // The server's clock is not the visitor's: until hydrated the banner is there when the promo ran at render time,
  // keeping its place without figures.
  const shown = hydrated ? left : timeLeftUntil(end, renderTime()) ? placeholder : null;
  if (!shown) {
    return null;
  }

  return (
    <aside
      aria-label="Акция"
      css={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: `${theme.space.xs} ${theme.space.lg}`,
        padding: `${theme.space.sm} ${theme.space.md}`,
        background: theme.colors.accent,
        color: theme.colors.accentContrast,
        textAlign: 'center',
      })}
    >
      <p css={(theme) => ({ fontWeight: theme.fontWeights.bold })}>{message}</p>
      <p css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.xs })}>
        <span>До конца акции:</span>
        <span role="timer" css={(theme) => ({ display: 'flex', gap: theme.space.xs })}>
          {units.map((unit, index) => (
            <span key={unit}>
              {index > 0 ? ' ' : null}
              <strong css={{ fontVariantNumeric: 'tabular-nums' }}>
                {shown === placeholder
                  ? '--'
                  : unit === 'days'
                    ? shown[unit]
                    : String(shown[unit]).padStart(2, '0')}
              </strong>{' '}
              {unitWord(unit, shown[unit])}
            </span>
          ))}
        </span>
      </p>
    </aside>
  );
}
