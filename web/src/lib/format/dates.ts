import { DEFAULT_TIME_ZONE } from './defaults.ts';
import { pluralize } from './counts.ts';

// The platform's Intl does the calendar and time zones (no date library in the pages' JavaScript).

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export type DateInput = string | number | Date;

const time = (value: DateInput): number => new Date(value).getTime();

const ordinal = (day: number): string => {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  return `${day}${teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
};

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The spec's "MMM Do YYYY" of a moment as the calendar reads it in `timeZone`. */
function monthDayYear(value: DateInput, timeZone: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' });
    dayFormats.set(timeZone, format);
  }
  const part = (type: string) => format.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${ordinal(Number(part('day')))} ${part('year')}`;
}

/** "Mar 5th 2024", in the given time zone (Eastern Time by default). */
export function formatDate(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return monthDayYear(value, timeZone);
}

/**
 * Relative time as spec section 9 says: under a day in hours, under a week in days, under 30 days
 * in weeks, otherwise in months.
 */
export function formatRelativeTime(value: DateInput, now: DateInput = Date.now()): string {
  const elapsed = Math.max(0, time(now) - time(value));
  if (elapsed < DAY) {
    const hours = Math.floor(elapsed / HOUR);
    return hours === 0 ? 'just now' : ago(hours, 'hour');
  }
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return ago(days, 'day');
  if (days < 30) return ago(Math.floor(days / 7), 'week');
  return ago(Math.max(1, Math.floor(days / 30)), 'month');
}

function ago(count: number, unit: string): string {
  return `${count} ${pluralize(count, unit)} ago`;
}

/*
 * History dates (positions, education) are calendar days, not moments: a form sends the day as
 * midnight UTC, and it is shown as that same day wherever the reader is. Formatting them in
 * Eastern Time like `formatDate` would show "Mar 4th" for a position started on March 5th. They use
 * the spec's one date format ("MMM Do YYYY"; the spec knows no month-only form).
 */

/** A calendar day (midnight UTC) as "Mar 5th 2024". */
export function formatCalendarDate(value: DateInput): string {
  return monthDayYear(value, 'UTC');
}

/** "Mar 5th 2020 – Present", "Sep 1st 2014 – Jun 30th 2018", for a position or a school. */
export function formatDateRange(start: DateInput, end: DateInput | null | undefined): string {
  return `${formatCalendarDate(start)} – ${end ? formatCalendarDate(end) : 'Present'}`;
}

/** A calendar day as a date field's value ("2024-03-05"); empty for none. */
export function toDateFieldValue(value: DateInput | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** A date field's value ("2024-03-05") as the API's DateTime (midnight UTC); null when empty or not a date. */
export function fromDateFieldValue(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // Date.UTC rolls over (Feb 30th is March 2nd): such a day does not exist.
  return toDateFieldValue(date) === text.trim() ? date.toISOString() : null;
}
