import type { CSSObject, Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import type { Breakpoint } from '../../theme/breakpoints';

/** Number of columns, either fixed or per breakpoint (mobile-first: `base` applies below `sm`). */
export type GridColumns = number | ({ base?: number } & Partial<Record<Breakpoint, number>>);
/** Elements a Grid can render as; use a list element when the children are list items. */
export type GridElement = 'div' | 'ul' | 'ol' | 'section';
/** Gap between cells, a key of the spacing scale. */
export type GridGap = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export type GridProps = HTMLAttributes<HTMLElement> & {
  /** Default `{ base: 1, md: 2, lg: 3 }`. */
  columns?: GridColumns;
  /** Default `lg`. */
  gap?: GridGap;
  /** Default `div`. */
  as?: GridElement;
};

const template = (count: number): CSSObject => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });

const breakpointOrder: Breakpoint[] = ['sm', 'md', 'lg', 'xl'];

/** Emotion styles for the column template of a grid. */
export const gridColumnStyles = (columns: GridColumns, theme: Theme): CSSObject => {
  if (typeof columns === 'number') {
    return template(columns);
  }
  const styles: CSSObject = template(columns.base ?? 1);
  for (const breakpoint of breakpointOrder) {
    const count = columns[breakpoint];
    if (count !== undefined) {
      styles[theme.mq[breakpoint]] = template(count);
    }
  }
  return styles;
};

/** A responsive CSS grid of equal columns: plan cards, service cards, the technology list. */
export function Grid({
  columns = { base: 1, md: 2, lg: 3 },
  gap = 'lg',
  as: Tag = 'div',
  ...props
}: GridProps) {
  return (
    <Tag
      {...props}
      css={(theme) => ({
        display: 'grid',
        gap: theme.space[gap],
        margin: 0,
        padding: 0,
        listStyle: 'none',
        ...gridColumnStyles(columns, theme),
      })}
    />
  );
}
