import { formatMoney, type PriceBounds } from 'shared-data/catalog';
import { boundsAlert } from 'shared-data/configurators';
import { sharedDataTexts } from 'shared-data/fields';
import { Text, usePageLanguage, useTexts } from 'shared-ui';

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

/** The running total kept in view at the foot of the form as its list scrolls; the list itself announces changes. */
export function SelectionSummary({ count, total, bounds, countLabel, totalLabel }: SelectionSummaryProps) {
  const outside = boundsAlert(total, bounds, useTexts(sharedDataTexts).bounds);
  const language = usePageLanguage();
  return (
    <div
      aria-hidden="true"
      css={(theme) => ({
        position: 'sticky',
        bottom: `calc(-1 * ${theme.space.lg})`,
        zIndex: 1,
        margin: `0 calc(-1 * ${theme.space.lg})`,
        padding: `${theme.space.sm} ${theme.space.lg}`,
        borderTop: `1px solid ${theme.colors.border}`,
        background: theme.colors.surface,
      })}
    >
      <Text>
        {countLabel}: {count} · {totalLabel}: <strong>{formatMoney(total, language)}</strong>
      </Text>
      {outside ? (
        <Text variant="small" css={(theme) => ({ color: theme.colors.danger })}>
          {outside}
        </Text>
      ) : null}
    </div>
  );
}
