import { DayPicker, type Matcher } from 'react-day-picker';
import { ru } from 'react-day-picker/locale';

/** Props of DateCalendar. */
export interface DateCalendarProps {
  selected: Date | undefined;
  onSelect: (date: Date | undefined) => void;
  /** The first day that can be chosen. */
  earliest: Date;
  /** The last day that can be chosen, if any. */
  latest?: Date;
}

/** The month grid of a DateField: week from Monday, in Russian, days out of range disabled, focus on open. */
export default function DateCalendar({ selected, onSelect, earliest, latest }: DateCalendarProps) {
  const notAllowed: Matcher[] = [{ before: earliest }];
  if (latest) notAllowed.push({ after: latest });
  return (
    <DayPicker
      mode="single"
      required
      locale={ru}
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
