import { uz } from 'react-day-picker/locale';
import { DateCalendar, type DateCalendarProps } from './date-calendar';

/** The calendar of an Uzbek page: react-day-picker's Uzbek (Latin) months, weekdays and labels come with it alone. */
export default function DateCalendarUz(props: DateCalendarProps) {
  return <DateCalendar {...props} locale={uz} />;
}
