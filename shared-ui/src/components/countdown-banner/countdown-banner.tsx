import { useEffect, useRef, useState } from 'react';
import { parseIsoDate, promoBannerIn, promoTexts } from 'shared-data/site';
import { sharedUiTexts, useHydrated, usePageLanguage, useRenderTime, useTexts } from 'shared-ui';
import {
  countdownEndsAttribute,
  countdownLiveAttribute,
  countdownUnitAttribute,
  countdownWordsAttribute,
  type TimeLeft,
  timeLeftUntil,
  unitFigure,
  countdownUnits as units,
  unitWord,
  unitWordsValue,
} from './countdown';

export { type TimeLeft, timeLeftUntil, unitWord } from './countdown';

/** What the banner shows before the visitor's clock is known: its words, no figures. */
const placeholder: TimeLeft = { days: 0, hours: 0, minutes: 0, seconds: 0 };

const sameTime = (a: TimeLeft | null, b: TimeLeft | null) =>
  a === b || (a !== null && b !== null && units.every((unit) => a[unit] === b[unit]));

export interface CountdownBannerProps {
  /** End of the offer as an ISO date-time with an offset, e.g. `2025-08-31T23:59:59+05:00`. */
  endsAt: string;
  /** The offer; default the promo catalog's "Скидка 50% на все тарифы", in the page's language. */
  message?: string;
  /** Clock, for tests and previews; default `Date.now`. */
  now?: () => number;
}

/**
 * The limited-time offer banner: the promo message and the days, hours, minutes and seconds left, updated every
 * second. Renders nothing when the end is invalid or has passed, and hides itself when it reaches zero. On a
 * server-rendered page it is plain markup that the early script's ticker counts (`countdown.ts`), with no code of its
 * own; where React renders it in the browser, the component counts it and marks it live, so the ticker leaves it.
 */
export function CountdownBanner({ endsAt, message, now = Date.now }: CountdownBannerProps) {
  const promoBanner = promoBannerIn(useTexts(promoTexts));
  const refreshMs = promoBanner.countdownRefreshMs;
  const end = parseIsoDate(endsAt)?.getTime() ?? Number.NaN;
  const hydrated = useHydrated();
  const renderTime = useRenderTime();
  const texts = useTexts(sharedUiTexts).countdown;
  const language = usePageLanguage();
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
    }, refreshMs);
    return () => clearInterval(id);
  }, [end, refreshMs]);

  // The server's clock is not the visitor's: until hydrated the banner is there without figures, keeping its place
  // when the promo ran at render time and hidden otherwise; the visitor's clock then decides (the early script's
  // ticker on a page no React root hydrates, the component where React renders it).
  const shown = hydrated ? left : Number.isNaN(end) ? null : placeholder;
  if (!shown) {
    return null;
  }
  const hiddenAtFirst = !hydrated && timeLeftUntil(end, renderTime()) === null;

  return (
    <aside
      aria-label={texts.label}
      {...{ [countdownEndsAttribute]: endsAt }}
      {...(hydrated ? { [countdownLiveAttribute]: '' } : {})}
      hidden={hiddenAtFirst || undefined}
      css={(theme) => ({
        display: 'flex',
        '&[hidden]': { display: 'none' },
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
      <p css={(theme) => ({ fontWeight: theme.fontWeights.bold })}>{message ?? promoBanner.text}</p>
      <p css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.xs })}>
        <span>{texts.until}</span>
        <span role="timer" css={(theme) => ({ display: 'flex', gap: theme.space.xs })}>
          {units.map((unit, index) => (
            <span
              key={unit}
              {...{
                [countdownUnitAttribute]: unit,
                [countdownWordsAttribute]: unitWordsValue(texts.units[unit]),
              }}
            >
              {index > 0 ? ' ' : null}
              <strong css={{ fontVariantNumeric: 'tabular-nums' }}>
                {shown === placeholder ? '--' : unitFigure(unit, shown[unit])}
              </strong>{' '}
              <span>{unitWord(texts.units[unit], shown[unit], language)}</span>
            </span>
          ))}
        </span>
      </p>
    </aside>
  );
}
