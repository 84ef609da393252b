import type { CSSObject, Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';

/** Colour of a badge: neutral grey, brand accent, success green or danger red (e.g. a discount). */
export type BadgeTone = 'neutral' | 'accent' | 'success' | 'danger';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & {
  /** Default `neutral`. */
  tone?: BadgeTone;
};

const toneStyles = ({ colors }: Theme): Record<BadgeTone, CSSObject> => ({
  neutral: { background: colors.surfaceAlt, color: colors.text, borderColor: colors.border },
  accent: { background: colors.accent, color: colors.accentContrast, borderColor: colors.accent },
  success: { background: colors.surface, color: colors.success, borderColor: colors.success },
  danger: { background: colors.danger, color: colors.primaryContrast, borderColor: colors.danger },
});

/** A short inline label: "Популярный", "-30%", "Активен", a promo code. */
export function Badge({ tone = 'neutral', ...props }: BadgeProps) {
  return (
    <span
      {...props}
      css={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.space.xxs,
        padding: `${theme.space.xxs} ${theme.space.xs}`,
        border: '1px solid transparent',
        borderRadius: theme.radii.pill,
        fontSize: theme.fontSizes.sm,
        fontWeight: theme.fontWeights.semibold,
        lineHeight: theme.lineHeights.snug,
        whiteSpace: 'nowrap',
        ...toneStyles(theme)[tone],
      })}
    />
  );
}
