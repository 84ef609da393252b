import { boundsAlert, formatMoney, marketingCalculatorBounds, type Selection } from 'shared-data';
import { Text } from 'shared-ui';
import { selectionSum } from '../calculator-rules';

/** The running total kept in view under the long service list; the list itself announces changes. */
export function CalculatorSummary({ selection }: { selection: Selection }) {
  const total = selectionSum(selection);
  const outside = boundsAlert(total, marketingCalculatorBounds);
  const count = Object.keys(selection).length;
  return (
    <div aria-hidden="true" css={{ flex: 1, minWidth: 0 }}>
      <Text>
        Услуг: {count} · Итого в месяц: <strong>{formatMoney(total)}</strong>
      </Text>
      {outside ? (
        <Text variant="small" css={(theme) => ({ color: theme.colors.danger })}>
          {outside}
        </Text>
      ) : null}
    </div>
  );
}
