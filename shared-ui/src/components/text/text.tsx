import type { CSSObject, Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import { cssVar } from '../../theme/css-vars';

/** Role of a run of text: regular body copy, an intro paragraph, secondary copy, or fine print. */
export type TextVariant = 'body' | 'lead' | 'muted' | 'small';
/** Elements Text can render as. */
export type TextElement =
  | 'p'
  | 'span'
  | 'div'
  | 'li'
  | 'small'
  | 'strong'
  | 'em'
  | 'figcaption'
  | 'dt'
  | 'dd';

export type TextProps = HTMLAttributes<HTMLElement> & {
  /** Default `body`. */
  variant?: TextVariant;
  /** Element to render; default `p`. */
  as?: TextElement;
  align?: 'start' | 'center';
};

const variantStyles = (theme: Theme): Record<TextVariant, CSSObject> => ({
  body: { fontSize: theme.fontSizes.md, lineHeight: theme.lineHeights.normal },
  lead: {
    fontSize: theme.fontSizes.lg,
    lineHeight: theme.lineHeights.normal,
    [theme.mq.md]: { fontSize: theme.fontSizes.xl },
  },
  muted: {
    fontSize: theme.fontSizes.md,
    lineHeight: theme.lineHeights.normal,
    color: cssVar('textMuted', theme.colors.textMuted),
  },
  small: { fontSize: theme.fontSizes.sm, lineHeight: theme.lineHeights.normal },
});

/** Body text in the type scale of the design system; inherits the colour of its surface except `muted`. */
export function Text({ variant = 'body', as: Tag = 'p', align = 'start', ...props }: TextProps) {
  return (
    <Tag {...props} css={(theme) => ({ margin: 0, textAlign: align, ...variantStyles(theme)[variant] })} />
  );
}
