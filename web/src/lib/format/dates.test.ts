import { describe, expect, it } from '@jest/globals';
import { formatCalendarDate, formatDate, formatDateRange, formatRelativeTime, fromDateFieldValue, toDateFieldValue } from './dates.ts';
import { DEFAULT_COUNTRY, DEFAULT_TIME_ZONE } from './defaults.ts';

const NOW = new Date('2025-06-30T12:00:00Z');
const before = (ms: number) => new Date(NOW.getTime() - ms);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('formatDate', () => {
  it('formats like "MMM Do YYYY"', () => {
    expect(formatDate('2024-03-05T15:00:00Z')).toBe('Mar 5th 2024');
    expect(formatDate('2024-11-22T15:00:00Z')).toBe('Nov 22nd 2024');
  });

  it('uses Eastern Time by default, so a late UTC evening is still the previous day', () => {
    expect(formatDate('2024-07-04T02:30:00Z')).toBe('Jul 3rd 2024');
    expect(formatDate('2024-07-04T02:30:00Z', 'UTC')).toBe('Jul 4th 2024');
  });

  it('has the spec defaults', () => {
    expect(DEFAULT_TIME_ZONE).toBe('America/New_York');
    expect(DEFAULT_COUNTRY).toBe('United States');
  });
});

describe('formatRelativeTime', () => {
  it('counts hours under a day', () => {
    expect(formatRelativeTime(before(10 * 60_000), NOW)).toBe('just now');
    expect(formatRelativeTime(before(HOUR), NOW)).toBe('1 hour ago');
    expect(formatRelativeTime(before(23 * HOUR + 59 * 60_000), NOW)).toBe('23 hours ago');
  });

  it('counts days under a week', () => {
    expect(formatRelativeTime(before(DAY), NOW)).toBe('1 day ago');
    expect(formatRelativeTime(before(6 * DAY), NOW)).toBe('6 days ago');
  });

  it('counts weeks under 30 days', () => {
    expect(formatRelativeTime(before(7 * DAY), NOW)).toBe('1 week ago');
    expect(formatRelativeTime(before(29 * DAY), NOW)).toBe('4 weeks ago');
  });

  it('counts months from 30 days on', () => {
    expect(formatRelativeTime(before(30 * DAY), NOW)).toBe('1 month ago');
    expect(formatRelativeTime(before(400 * DAY), NOW)).toBe('13 months ago');
  });

  it('treats a time in the future as just now', () => {
    expect(formatRelativeTime(new Date(NOW.getTime() + HOUR), NOW)).toBe('just now');
  });
});

describe('history dates (calendar days)', () => {
  it('shows the day as sent, in any time zone (midnight UTC is not the previous evening)', () => {
    expect(formatCalendarDate('2020-03-05T00:00:00.000Z')).toBe('Mar 5th 2020');
    expect(formatDate('2020-03-05T00:00:00.000Z')).toBe('Mar 4th 2020');
  });

  it('ranges end with "Present" for a current position', () => {
    expect(formatDateRange('2020-03-05T00:00:00Z', null)).toBe('Mar 5th 2020 – Present');
    expect(formatDateRange('2014-09-01T00:00:00Z', '2018-06-30T00:00:00Z')).toBe('Sep 1st 2014 – Jun 30th 2018');
  });

  it('round-trips a date field', () => {
    expect(fromDateFieldValue('2020-03-05')).toBe('2020-03-05T00:00:00.000Z');
    expect(toDateFieldValue('2020-03-05T00:00:00.000Z')).toBe('2020-03-05');
    expect(toDateFieldValue(null)).toBe('');
  });

  it('refuses what is not a day', () => {
    expect(fromDateFieldValue('')).toBeNull();
    expect(fromDateFieldValue('2020-02-30')).toBeNull();
    expect(fromDateFieldValue('March 2020')).toBeNull();
  });
});
