import { ru } from 'react-day-picker/locale';
import { DateCalendar, type DateCalendarProps } from './date-calendar';

/** The calendar of a Russian page: react-day-picker's Russian months, weekdays and labels come with it alone. */
export default function DateCalendarRu(props: DateCalendarProps) {
  return <DateCalendar {...props} locale={ru} />;
}
