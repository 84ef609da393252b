import type { CSSObject, Theme } from '@emotion/react';
import { fieldLabelStyles, fieldStyles } from 'shared-ui/forms';

export { controlStyles } from 'shared-ui/forms';

/** A label that holds its native control, in the site's form look. */
export const labelStyles = (theme: Theme): CSSObject => ({
  ...fieldStyles(theme),
  ...fieldLabelStyles(theme),
});

/** A list of cards, one under another. */
export const cardListStyles = (theme: Theme): CSSObject => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
});

/** One card of such a list: a lead on a phone, a failed mail. */
export const cardStyles = (theme: Theme): CSSObject => ({
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  padding: theme.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xxs,
  overflowWrap: 'anywhere',
});
