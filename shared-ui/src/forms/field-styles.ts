import type { CSSObject, Theme } from '@emotion/react';

export const focusRing = (theme: Theme): CSSObject => ({
  outline: `3px solid ${theme.colors.focusRing}`,
  outlineOffset: '2px',
});

export const fieldStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xxs,
  minWidth: 0,
});

export const labelStyles = (theme: Theme): CSSObject => ({
  color: theme.colors.text,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.semibold,
  lineHeight: theme.lineHeights.snug,
});

export const requiredMarkStyles = (theme: Theme): CSSObject => ({
  marginLeft: theme.space.xxs,
  color: theme.colors.danger,
});

export const hintStyles = (theme: Theme): CSSObject => ({
  margin: 0,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
});

export const errorStyles = (theme: Theme): CSSObject => ({
  margin: 0,
  color: theme.colors.danger,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.medium,
});

export const controlStyles = (theme: Theme): CSSObject => ({
  width: '100%',
  minHeight: theme.sizes.touchTarget,
  padding: `${theme.space.xs} ${theme.space.sm}`,
  border: `1px solid ${theme.colors.borderStrong}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  color: theme.colors.text,
  font: 'inherit',
  fontSize: theme.fontSizes.md,
  lineHeight: theme.lineHeights.snug,
  transition: `border-color ${theme.transitions.fast}`,
  '&::placeholder': { color: theme.colors.textMuted, opacity: 1 },
  '&:focus-visible': focusRing(theme),
  '&[aria-invalid="true"]': { borderColor: theme.colors.danger, borderWidth: '2px' },
  '&:disabled': { cursor: 'not-allowed', background: theme.colors.surfaceAlt },
});

export const fieldsetStyles = (theme: Theme): CSSObject => ({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xxs,
});

export const choiceStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.xs,
  minHeight: theme.sizes.touchTarget,
  color: theme.colors.text,
  fontSize: theme.fontSizes.md,
  cursor: 'pointer',
  '& input': {
    width: '1.25rem',
    height: '1.25rem',
    margin: 0,
    flexShrink: 0,
    accentColor: theme.colors.primary,
    cursor: 'pointer',
  },
  '& input:focus-visible': focusRing(theme),
});

/** The box at the top of an order dialog that says what is being ordered. */
export const orderSummaryStyles = (theme: Theme): CSSObject => ({
  display: 'grid',
  gap: theme.space.xs,
  marginBottom: theme.space.md,
  padding: theme.space.md,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.primarySubtle,
});
