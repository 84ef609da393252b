import type { CSSObject, Theme } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';

/** Document outline level: 1 renders `<h1>`, 6 renders `<h6>`. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
/** Visual size, independent of the level. */
export type HeadingSize = 'display' | 'xl' | 'lg' | 'md' | 'sm' | 'xs';

export type HeadingProps = ComponentPropsWithRef<'h2'> & {
  level: HeadingLevel;
  /** Default follows the level: 1 → xl, 2 → lg, 3 → md, 4 → sm, 5 and 6 → xs. */
  size?: HeadingSize;
  align?: 'start' | 'center';
};

const defaultSize: Record<HeadingLevel, HeadingSize> = {
  1: 'xl',
  2: 'lg',
  3: 'md',
  4: 'sm',
  5: 'xs',
  6: 'xs',
};

const sizeStyles = ({ fontSizes, mq }: Theme): Record<HeadingSize, CSSObject> => ({
  display: { fontSize: fontSizes['4xl'], [mq.md]: { fontSize: fontSizes['6xl'] } },
  xl: { fontSize: fontSizes['3xl'], [mq.md]: { fontSize: fontSizes['5xl'] } },
  lg: { fontSize: fontSizes['2xl'], [mq.md]: { fontSize: fontSizes['4xl'] } },
  md: { fontSize: fontSizes.xl, [mq.md]: { fontSize: fontSizes['2xl'] } },
  sm: { fontSize: fontSizes.lg, [mq.md]: { fontSize: fontSizes.xl } },
  xs: { fontSize: fontSizes.md, [mq.md]: { fontSize: fontSizes.lg } },
});

/** A heading whose level keeps the document outline right while `size` chooses how big it looks. */
export function Heading({ level, size = defaultSize[level], align = 'start', ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      {...props}
      css={(theme) => ({
        margin: 0,
        fontFamily: theme.fonts.heading,
        fontWeight: size === 'xs' || size === 'sm' ? theme.fontWeights.semibold : theme.fontWeights.bold,
        lineHeight: size === 'display' || size === 'xl' ? theme.lineHeights.tight : theme.lineHeights.snug,
        textAlign: align,
        textWrap: 'balance',
        overflowWrap: 'break-word',
        ...sizeStyles(theme)[size],
      })}
    />
  );
}
