import type { HTMLAttributes, ReactNode } from 'react';
import { Icon } from 'shared-ui';
import { bareList } from '../inline-list/inline-list';

/** Props of CheckList. */
export interface CheckListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** One line per item; items must be unique, they are also the keys. */
  items: readonly string[];
  /** Text size of the items; default `md`. */
  size?: 'sm' | 'md';
  /** Minimum column width, e.g. `14rem`: the list flows into as many columns as fit. One column by default. */
  columnMinWidth?: string;
  /** Renders one item; default the item's text. */
  renderItem?: (item: string) => ReactNode;
}

/** A list of what is included, each line behind a green tick (the tick is decoration; the list carries the name). */
export function CheckList({ items, size = 'md', columnMinWidth, renderItem, ...props }: CheckListProps) {
  return (
    <ul
      {...props}
      css={(theme) => ({
        ...bareList,
        display: 'grid',
        gap: columnMinWidth ? `${theme.space.xs} ${theme.space.lg}` : theme.space.xs,
        gridTemplateColumns: columnMinWidth ? `repeat(auto-fill, minmax(${columnMinWidth}, 1fr))` : undefined,
        fontSize: size === 'sm' ? theme.fontSizes.sm : undefined,
      })}
    >
      {items.map((item) => (
        <li
          key={item}
          css={(theme) => ({
            display: 'flex',
            alignItems: 'flex-start',
            gap: theme.space.xs,
            '& > svg': { flexShrink: 0, marginTop: '0.15em', color: theme.colors.success },
          })}
        >
          <Icon name="check" size={size === 'sm' ? 16 : 18} />
          <span>{renderItem ? renderItem(item) : item}</span>
        </li>
      ))}
    </ul>
  );
}
