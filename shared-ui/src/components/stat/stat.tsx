import { createContext, type HTMLAttributes, type ReactNode, useContext } from 'react';
import { cssVar } from 'shared-ui';

const InStatList = createContext(false);

export type StatListProps = HTMLAttributes<HTMLDListElement>;

/** A `<dl>` of several Stat entries laid out as a responsive row of tiles. */
export function StatList({ children, ...props }: StatListProps) {
  return (
    <dl
      {...props}
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.md,
        gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
        margin: 0,
      })}
    >
      <InStatList.Provider value={true}>{children}</InStatList.Provider>
    </dl>
  );
}

export type StatProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The figure: "15%", "150+", "24/7". */
  value: ReactNode;
  /** What the figure means: "Комиссия", "привлечено клиентов". */
  label: ReactNode;
  /** Optional extra line under the label. */
  hint?: ReactNode;
};

/**
 * A figure with its label as a `<dt>`/`<dd>` pair: the label is read first, the value is shown first.
 * Inside StatList it is a `<div>` group of the list; on its own it is a `<dl>` of one entry.
 */
export function Stat({ value, label, hint, ...props }: StatProps) {
  const inList = useContext(InStatList);
  const Tag = inList ? 'div' : 'dl';
  return (
    <Tag
      {...props}
      css={{ display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end', margin: 0 }}
    >
      <dt
        css={(theme) => ({
          fontSize: theme.fontSizes.sm,
          color: cssVar('textMuted', theme.colors.textMuted),
        })}
      >
        {label}
        {hint ? (
          <span css={(theme) => ({ display: 'block', fontSize: theme.fontSizes.xs })}>{hint}</span>
        ) : null}
      </dt>
      <dd
        css={(theme) => ({
          margin: 0,
          fontSize: theme.fontSizes['2xl'],
          fontWeight: theme.fontWeights.bold,
          lineHeight: theme.lineHeights.tight,
          [theme.mq.md]: { fontSize: theme.fontSizes['3xl'] },
        })}
      >
        {value}
      </dd>
    </Tag>
  );
}
