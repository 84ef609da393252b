import type { CSSObject } from '@emotion/react';
import type { HTMLAttributes } from 'react';

/** A `<ul>` without bullets or indent, for lists laid out by their own styles. */
export const bareList: CSSObject = { listStyle: 'none', margin: 0, padding: 0 };

/** Props of InlineList. */
export type InlineListProps = HTMLAttributes<HTMLUListElement> & {
  /** Space between the items; default `xs`. `xxs` keeps rows tight and columns apart. */
  gap?: 'xxs' | 'xs' | 'md';
};

/** A bare `<ul>` whose items flow in a row and wrap: tags, badges, tariff buttons, article details. */
export function InlineList({ gap = 'xs', ...props }: InlineListProps) {
  return (
    <ul
      {...props}
      css={(theme) => ({
        ...bareList,
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: gap === 'xxs' ? theme.space.md : theme.space[gap],
        rowGap: theme.space[gap],
      })}
    />
  );
}
