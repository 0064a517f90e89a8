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
