import type { CSSObject, Theme } from '@emotion/react';
import { type FocusEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Icon, sharedUiTexts, useTexts, VisuallyHidden } from 'shared-ui';
import { controlFrameStyles } from '../../theme/control-frame';
import { usePrefersReducedMotion, useVisibility } from './use-carousel-conditions';

/** Default time each slide stays, in ms. */
export const carouselIntervalMs = 4000;

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. "Отзывы клиентов". */
  label: string;
  /** The slides, in order. */
  items: ReactNode[];
  /** Time each slide stays, in ms; default 4000. */
  interval?: number;
  /** Rotate on its own; default true. Rotation also stops on hover, on focus and for reduced motion. */
  autoPlay?: boolean;
  /** Accessible name of a slide (`index` from 0); default its place among all, "1 из 7". */
  slideLabel?: (index: number, total: number) => string;
}

const controlStyles = (theme: Theme): CSSObject => ({
  ...controlFrameStyles(theme),
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: theme.sizes.touchTarget,
  padding: `0 ${theme.space.xs}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.surface,
  cursor: 'pointer',
});

/**
 * An auto-rotating carousel (WAI-ARIA carousel pattern): previous/next buttons, one dot per slide, a stop/start
 * button, and rotation that pauses on hover, while focus is inside, while off screen and for visitors who ask
 * for reduced motion. The current slide is in the server's markup, so nothing below the carousel moves when the
 * page comes alive.
 */
export function Carousel({
  label,
  items,
  interval = carouselIntervalMs,
  autoPlay = true,
  slideLabel,
}: CarouselProps) {
  const texts = useTexts(sharedUiTexts).carousel;
  const total = items.length;
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(!autoPlay);
  const reducedMotion = usePrefersReducedMotion();
  const root = useRef<HTMLElement>(null);
  const { visible } = useVisibility(root);
  const slidesId = useId();
  const index = total > 0 ? current % total : 0;
  const rotating = total > 1 && !stopped && !reducedMotion && visible && !hovered && !focused;

  useEffect(() => {
    if (!rotating) {
      return undefined;
    }
    const id = setTimeout(() => setCurrent((index + 1) % total), interval);
    return () => clearTimeout(id);
  }, [rotating, interval, total, index]);

  if (total === 0) {
    return null;
  }

  const go = (next: number) => setCurrent((next + total) % total);
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setFocused(false);
    }
  };

  return (
    <section
      ref={root}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md })}
    >
      <div id={slidesId} aria-live={rotating ? 'off' : 'polite'} aria-atomic="false">
        {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names slides as groups */}
        <div
          role="group"
          aria-roledescription="slide"
          aria-label={slideLabel ? slideLabel(index, total) : texts.slide(index + 1, total)}
          key={index}
        >
          {items[index]}
        </div>
      </div>
      {total > 1 ? (
        <div
          css={(theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'center',
            gap: theme.space.xs,
          })}
        >
          <button type="button" css={controlStyles} aria-controls={slidesId} onClick={() => go(index - 1)}>
            <Icon name="chevron-left" />
            <VisuallyHidden>{texts.previous}</VisuallyHidden>
          </button>
          {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would imply a form control group */}
          <div role="group" aria-label={texts.dots} css={{ display: 'flex' }}>
            {items.map((_, dot) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items
                key={dot}
                type="button"
                aria-label={texts.dot(dot + 1)}
                aria-current={dot === index ? 'true' : undefined}
                aria-controls={slidesId}
                onClick={() => go(dot)}
                css={(theme) => ({
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  width: '1.75rem',
                  height: theme.sizes.touchTarget,
                  padding: 0,
                  [theme.mq.sm]: { width: theme.sizes.touchTarget },
                  border: 0,
                  background: 'transparent',
                  cursor: 'pointer',
                  '&::after': {
                    content: '""',
                    width: dot === index ? '1.5rem' : '0.625rem',
                    height: '0.625rem',
                    borderRadius: theme.radii.pill,
                    background: dot === index ? theme.colors.primary : theme.colors.borderStrong,
                    transition: `width ${theme.transitions.normal}`,
                  },
                })}
              />
            ))}
          </div>
          <button type="button" css={controlStyles} aria-controls={slidesId} onClick={() => go(index + 1)}>
            <Icon name="chevron-right" />
            <VisuallyHidden>{texts.next}</VisuallyHidden>
          </button>
          {reducedMotion ? null : (
            <button
              type="button"
              css={(theme) => ({ ...controlStyles(theme), padding: `0 ${theme.space.sm}` })}
              onClick={() => setStopped((value) => !value)}
            >
              {stopped ? texts.start : texts.stop}
            </button>
          )}
        </div>
      ) : null}
    </section>
  );
}
