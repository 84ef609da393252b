import type { Language } from '../routes/languages';

/** The agency's time zone: every date the site shows or mails is Tashkent time (UTC+05:00, no DST). */
export const agencyTimeZone = 'Asia/Tashkent';

const agencyOffset = '+05:00';
const agencyOffsetMs = 5 * 60 * 60 * 1000;

const monthsGenitive = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

/**
 * The months in Uzbek, written lowercase after the day («1-sentabr»). Not date-fns' `uz` locale: it capitalises them
 * («1 Sentabr, 2025») and has no «-yil», where Uzbek writes «2025-yil 1-sentabr».
 */
const monthsUzbek = [
  'yanvar',
  'fevral',
  'mart',
  'aprel',
  'may',
  'iyun',
  'iyul',
  'avgust',
  'sentabr',
  'oktabr',
  'noyabr',
  'dekabr',
];

/** A date as `Date`, epoch milliseconds or an ISO string (see `parseIsoDate`). */
export type DateInput = Date | number | string;

const toDate = (value: DateInput): Date => {
  const date = typeof value === 'string' ? parseIsoDate(value) : new Date(value);
  if (!date || Number.isNaN(date.getTime())) {
    throw new RangeError(`Invalid date: ${String(value)}`);
  }
  return date;
};

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The wall clock in Tashkent at that moment. */
function tashkentParts(value: DateInput) {
  const shifted = new Date(toDate(value).getTime() + agencyOffsetMs);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: pad(shifted.getUTCMinutes()),
    seconds: pad(shifted.getUTCSeconds()),
  };
}

/** A calendar day as each language writes it: `31 августа 2025 г.`, in Uzbek `2025-yil 31-avgust`. */
const writtenDay: Readonly<Record<Language, (year: number, month: number, day: number) => string>> = {
  ru: (year, month, day) => `${day} ${monthsGenitive[month]} ${year} г.`,
  uz: (year, month, day) => `${year}-yil ${day}-${monthsUzbek[month]}`,
};

/** A day of a calendar (a date picked in a form, in the visitor's own time) as `language` writes it. */
export const formatCalendarDay = (date: Date, language: Language = 'ru'): string =>
  writtenDay[language](date.getFullYear(), date.getMonth(), date.getDate());

/** `31 августа 2025 г.`; in Uzbek `2025-yil 31-avgust`. */
export function formatDate(value: DateInput, language: Language = 'ru'): string {
  const { year, month, day } = tashkentParts(value);
  return writtenDay[language](year, month, day);
}

/**
 * `31 августа 2025 г., 23:59` (the hour unpadded: `1 сентября 2025 г., 8:05`); in Uzbek `2025-yil 1-sentabr, 8:05`.
 */
export function formatDateTime(value: DateInput, language: Language = 'ru'): string {
  const { hours, minutes } = tashkentParts(value);
  return `${formatDate(value, language)}, ${hours}:${minutes}`;
}

/** `31.08.2025, 23:59:59`, the way `toLocaleString('ru-RU')` writes a moment (and an Uzbek text writes it too). */
export function formatTimestamp(value: DateInput): string {
  const { year, month, day, hours, minutes, seconds } = tashkentParts(value);
  return `${pad(day)}.${pad(month + 1)}.${pad(year, 4)}, ${pad(hours)}:${minutes}:${seconds}`;
}

/** The calendar day in Tashkent as `yyyy-MM-dd`. */
export function tashkentDay(value: DateInput): string {
  const { year, month, day } = tashkentParts(value);
  return `${pad(year, 4)}-${pad(month + 1)}-${pad(day)}`;
}
const isoPattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** True for a bare calendar date such as `2025-09-01`. */
export function isDateOnly(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value);
}

/**
 * Parses `yyyy-MM-dd` (midnight in Tashkent) or an ISO date-time with `Z` or an offset; anything else,
 * including impossible dates such as `2025-02-30` and date-times without an offset, gives `null`.
 */
export function parseIsoDate(value: string): Date | null {
  const match = isoPattern.exec(value);
  if (!match) {
    return null;
  }
  const [, year, month, day, hours = '00', minutes = '00', seconds = '00', fraction = '', zone] = match;
  const numbers = [year, month, day, hours, minutes, seconds].map(Number);
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = numbers;
  const calendar = new Date(Date.UTC(y, mo - 1, d));
  const dayExists =
    calendar.getUTCFullYear() === y && calendar.getUTCMonth() === mo - 1 && calendar.getUTCDate() === d;
  if (!dayExists || h > 23 || mi > 59 || s > 59) {
    return null;
  }
  const millis = fraction.padEnd(3, '0').slice(0, 3);
  const time = `${hours}:${minutes}:${seconds}.${millis}`;
  const date = new Date(`${year}-${month}-${day}T${time}${zone ?? agencyOffset}`);
  return Number.isNaN(date.getTime()) ? null : date;
}
