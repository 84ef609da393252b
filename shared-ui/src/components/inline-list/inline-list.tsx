import type { HTMLAttributes } from 'react';

export type InlineListProps = HTMLAttributes<HTMLUListElement> & {
  /** Space between the items; default `xs`. `xxs` keeps rows tight and columns apart. */
  gap?: 'xxs' | 'xs' | 'md';
};

/** A bare `<ul>` whose items flow in a row and wrap: tags, tariff buttons, article details. */
export function InlineList({ gap = 'xs', ...props }: InlineListProps) {
  return (
    <ul
      {...props}
      css={(theme) => ({
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: gap === 'xxs' ? theme.space.md : theme.space[gap],
        rowGap: theme.space[gap],
      })}
    />
  );
}
