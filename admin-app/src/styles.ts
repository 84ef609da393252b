import type { CSSObject, Theme } from '@emotion/react';
import { fieldLabelStyles, fieldStyles } from 'shared-ui/forms';

export { controlStyles } from 'shared-ui/forms';

/** A label that holds its native control, in the site's form look. */
export const labelStyles = (theme: Theme): CSSObject => ({
  ...fieldStyles(theme),
  ...fieldLabelStyles(theme),
});

/** Parts one under another, `gap` apart. */
export const stackStyles =
  (gap: keyof Theme['space']) =>
  (theme: Theme): CSSObject => ({
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space[gap],
  });

/** A row that spreads its parts to both ends and wraps them on a narrow screen: a header, a bar over the list. */
export const spreadRowStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: theme.space.sm,
});

/** A list of cards, one under another. */
export const cardListStyles = (theme: Theme): CSSObject => ({
  ...stackStyles('sm')(theme),
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** One card of such a list: a lead on a phone, a failed mail. */
export const cardStyles = (theme: Theme): CSSObject => ({
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  padding: theme.space.sm,
  ...stackStyles('xxs')(theme),
  overflowWrap: 'anywhere',
});

/** A form of labelled controls in a grid, their bottoms lined up: `columns` is the template, `wide` from `mq.lg`. */
export const formGridStyles =
  (columns: string, wide?: string) =>
  (theme: Theme): CSSObject => ({
    display: 'grid',
    gap: theme.space.sm,
    alignItems: 'end',
    gridTemplateColumns: columns,
    ...(wide && { [theme.mq.lg]: { gridTemplateColumns: wide } }),
  });
