import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { DEFAULT_TIME_ZONE } from './defaults.ts';
import { pluralize } from './counts.ts';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export type DateInput = string | number | Date;

/** "Mar 5th 2024", in the given time zone (Eastern Time by default). */
export function formatDate(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return dayjs(value).tz(timeZone).format('MMM Do YYYY');
}

/**
 * Relative time as spec section 9 says: under a day in hours, under a week in days, under 30 days
 * in weeks, otherwise in months.
 */
export function formatRelativeTime(value: DateInput, now: DateInput = Date.now()): string {
  const elapsed = Math.max(0, dayjs(now).valueOf() - dayjs(value).valueOf());
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
  return dayjs(value).utc().format('MMM Do YYYY');
}

/** "Mar 5th 2020 – Present", "Sep 1st 2014 – Jun 30th 2018", for a position or a school. */
export function formatDateRange(start: DateInput, end: DateInput | null | undefined): string {
  return `${formatCalendarDate(start)} – ${end ? formatCalendarDate(end) : 'Present'}`;
}

/** A calendar day as a date field's value ("2024-03-05"); empty for none. */
export function toDateFieldValue(value: DateInput | null | undefined): string {
  return value ? dayjs(value).utc().format('YYYY-MM-DD') : '';
}

/** A date field's value ("2024-03-05") as the API's DateTime (midnight UTC); null when empty or not a date. */
export function fromDateFieldValue(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // Date.UTC rolls over (Feb 30th is March 2nd): such a day does not exist.
  return toDateFieldValue(date) === text.trim() ? date.toISOString() : null;
}
