import { formatMoney, type PriceBounds } from 'shared-data/catalog';
import { boundsAlert } from 'shared-data/configurators';
import { Text } from 'shared-ui';

/** Props of SelectionSummary. */
export interface SelectionSummaryProps {
  /** How many items are picked. */
  count: number;
  total: number;
  bounds: PriceBounds;
  /** E.g. "Услуг". */
  countLabel: string;
  /** E.g. "Итого в месяц". */
  totalLabel: string;
}

/** The running total kept in view under a long item list; the list itself announces changes. */
export function SelectionSummary({ count, total, bounds, countLabel, totalLabel }: SelectionSummaryProps) {
  const outside = boundsAlert(total, bounds);
  return (
    <div aria-hidden="true" css={{ flex: 1, minWidth: 0 }}>
      <Text>
        {countLabel}: {count} · {totalLabel}: <strong>{formatMoney(total)}</strong>
      </Text>
      {outside ? (
        <Text variant="small" css={(theme) => ({ color: theme.colors.danger })}>
          {outside}
        </Text>
      ) : null}
    </div>
  );
}
