import { DayPicker, type Matcher } from 'react-day-picker';
import type { DayPickerLocale } from 'react-day-picker/locale';
import { sharedUiTexts, useTexts } from 'shared-ui';

/** Props of DateCalendar. */
export interface DateCalendarProps {
  selected: Date | undefined;
  onSelect: (date: Date | undefined) => void;
  /** The first day that can be chosen. */
  earliest: Date;
  /** The last day that can be chosen, if any. */
  latest?: Date;
}

/**
 * The month grid of a DateField: week from Monday, in the language of `locale` (react-day-picker's, which the
 * module of each language gives), days out of range disabled, focus on open.
 */
export function DateCalendar({
  selected,
  onSelect,
  earliest,
  latest,
  locale,
}: DateCalendarProps & { locale: DayPickerLocale }) {
  const texts = useTexts(sharedUiTexts).dateField;
  const notAllowed: Matcher[] = [{ before: earliest }];
  if (latest) notAllowed.push({ after: latest });
  return (
    <DayPicker
      mode="single"
      required
      locale={locale}
      // The month buttons say it as the book does (react-day-picker's Uzbek words use the typewriter apostrophe).
      labels={{ labelPrevious: () => texts.previousMonth, labelNext: () => texts.nextMonth }}
      weekStartsOn={1}
      selected={selected}
      onSelect={onSelect}
      disabled={notAllowed}
      startMonth={earliest}
      endMonth={latest}
      defaultMonth={selected ?? earliest}
      autoFocus
    />
  );
}
