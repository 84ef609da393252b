import type { CSSObject, Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';

/** Elements a Card can render as. */
export type CardElement = 'div' | 'article' | 'section' | 'aside' | 'li';
/** Inner padding of a card. */
export type CardPadding = 'none' | 'sm' | 'md' | 'lg';
/** Background of a card: the page surface, the alternate surface, or the subtle brand tint. */
export type CardTone = 'surface' | 'alt' | 'brand';

export type CardProps = HTMLAttributes<HTMLElement> & {
  /** Element to render; default `div`. Use `article` for a self-contained item, `li` inside a list. */
  as?: CardElement;
  /** Default `md`. */
  padding?: CardPadding;
  /** Default `surface`. */
  tone?: CardTone;
  /** Draws a shadow instead of only a border. */
  elevated?: boolean;
};

const paddingStyles = (theme: Theme): Record<CardPadding, CSSObject> => ({
  none: { padding: 0 },
  sm: { padding: theme.space.md },
  md: { padding: theme.space.lg, [theme.mq.md]: { padding: theme.space.xl } },
  lg: { padding: theme.space.xl, [theme.mq.md]: { padding: theme.space.xxl } },
});

const toneStyles = (theme: Theme): Record<CardTone, CSSObject> => ({
  surface: { background: theme.colors.surface },
  alt: { background: theme.colors.surfaceAlt },
  brand: { background: theme.colors.primarySubtle },
});

/** A rounded surface that groups related content: plan cards, info cards, dashboard tiles. */
export function Card({
  as: Tag = 'div',
  padding = 'md',
  tone = 'surface',
  elevated = false,
  ...props
}: CardProps) {
  return (
    <Tag
      {...props}
      css={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.md,
        minWidth: 0,
        color: theme.colors.text,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.lg,
        boxShadow: elevated ? theme.shadows.md : 'none',
        listStyle: 'none',
        ...toneStyles(theme)[tone],
        ...paddingStyles(theme)[padding],
      })}
    />
  );
}

/** A card's last part, set apart by a rule and pushed to the card's bottom: a price and the card's buttons. */
export const cardFooterStyles = (theme: Theme): CSSObject => ({
  marginTop: 'auto',
  paddingTop: theme.space.md,
  borderTop: `1px solid ${theme.colors.border}`,
});
