/** Display helpers for counts (spec section 9). */

const MILLION = 1_000_000;
const CONNECTIONS_CAP = 500;

export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/**
 * 1,234 below a million; "1.2 million" from a million up. Grouped by hand: the first Intl number
 * format of a page loads the browser's locale data, some 40 ms on a phone while the page hydrates.
 */
export function formatCount(count: number): string {
  if (count >= MILLION) {
    const millions = Math.floor((count / MILLION) * 10) / 10;
    return `${millions.toFixed(1)} million`;
  }
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** "1 connection", "42 connections", "500+ Mutual connections". */
export function formatConnectionCount(count: number, options: { mutual?: boolean } = {}): string {
  const shown = count > CONNECTIONS_CAP ? `${CONNECTIONS_CAP}+` : String(count);
  const noun = pluralize(count, 'connection');
  return options.mutual ? `${shown} Mutual ${noun}` : `${shown} ${noun}`;
}

/** "1 follower", "2.5 million followers". */
export function formatCountOf(count: number, singular: string, plural?: string): string {
  return `${formatCount(count)} ${pluralize(count, singular, plural)}`;
}
