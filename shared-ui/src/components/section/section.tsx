import type { CSSObject, Theme } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';
import { cssVars } from '../../theme/css-vars';

/** Background of a section: the page surface, the alternate surface, or the brand colour. */
export type SectionTone = 'default' | 'alt' | 'brand';
/** Vertical padding of a section. */
export type SectionSpacing = 'sm' | 'md' | 'lg';

export type SectionProps = ComponentPropsWithRef<'section'> & {
  /** Anchor for in-page links such as `/#contact-form`; take it from `sectionIds` of shared-data. */
  id?: string;
  /** Id of the heading that names the section; makes the section a landmark region. */
  'aria-labelledby'?: string;
  /** Default `default`. */
  tone?: SectionTone;
  /** Default `md`. */
  spacing?: SectionSpacing;
};

const toneStyles = (theme: Theme): Record<SectionTone, CSSObject> => ({
  default: { background: theme.colors.surface, color: theme.colors.text },
  alt: { background: theme.colors.surfaceAlt, color: theme.colors.text },
  brand: {
    background: theme.colors.primary,
    color: theme.colors.primaryContrast,
    [cssVars.textMuted]: theme.colors.textOnBrandMuted,
    [cssVars.focusRing]: theme.colors.focusRingOnDark,
  },
});

const block = (padding: string): CSSObject => ({ paddingTop: padding, paddingBottom: padding });

const spacingStyles = (theme: Theme): Record<SectionSpacing, CSSObject> => ({
  sm: { ...block(theme.space.xl), [theme.mq.md]: { ...block(theme.space.xxl) } },
  md: { ...block(theme.space.xxl), [theme.mq.md]: { ...block(theme.space.xxxl) } },
  lg: { ...block(theme.space.xxxl), [theme.mq.md]: { ...block(theme.space.huge) } },
});

/** A band of the page with the vertical rhythm of the design system; put a Container inside. */
export function Section({ tone = 'default', spacing = 'md', ...props }: SectionProps) {
  return (
    <section {...props} css={(theme) => ({ ...toneStyles(theme)[tone], ...spacingStyles(theme)[spacing] })} />
  );
}
