import { type AdminStatusCounts, type LeadStatus, leadStatuses } from 'shared-data/admin';
import { Button, visuallyHiddenStyles } from 'shared-ui';
import { inboxTexts } from '../inbox-texts';

const texts = inboxTexts.statusTabs;

export interface StatusTabsProps {
  /** Per status, what the rest of the filter finds. */
  counts: AdminStatusCounts;
  /** The status shown, or none for every lead. */
  status: LeadStatus | undefined;
  onChange: (status: LeadStatus | undefined) => void;
}

/** The leads by status over the list, each with its count: «Все · Новые · В работе · Выиграны · Проиграны». */
export function StatusTabs({ counts, status, onChange }: StatusTabsProps) {
  const all = leadStatuses.reduce((sum, key) => sum + counts[key], 0);
  const tabs: readonly (readonly [LeadStatus | undefined, string, number])[] = [
    [undefined, texts.all, all],
    ...leadStatuses.map((key) => [key, texts[key], counts[key]] as const),
  ];
  return (
    <fieldset
      css={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.space.xs,
        border: 0,
        margin: 0,
        padding: 0,
        minWidth: 0,
      })}
    >
      <legend css={visuallyHiddenStyles}>{texts.label}</legend>
      {tabs.map(([key, label, count]) => (
        <Button
          key={key ?? 'all'}
          size="sm"
          variant={key === status ? 'primary' : 'secondary'}
          aria-pressed={key === status}
          onClick={() => onChange(key)}
        >
          {label} <span css={{ fontVariantNumeric: 'tabular-nums' }}>{count}</span>
        </Button>
      ))}
    </fieldset>
  );
}
