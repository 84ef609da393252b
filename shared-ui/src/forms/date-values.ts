import { format, isValid, parseISO } from 'date-fns';

/** The stored value of a DateField as a local date: `yyyy-MM-dd` or an ISO date-time; `undefined` for `''`. */
export function parseDateValue(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = parseISO(value);
  return isValid(date) ? date : undefined;
}

/** A chosen day as the value a DateField stores: `yyyy-MM-dd` (ISO 8601 calendar date). */
export function toDateValue(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}
