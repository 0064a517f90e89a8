import type { PrayerAudience, PrayerFilter } from '../../__generated__/graphql/graphql.ts';
import { messages } from '../../lib/validation/rules.ts';

/** community's PRAYER_BODY_MAX, TESTIMONY_MAX and PRAYER_UPDATE_BODY_MAX. */
export const PRAYER_TEXT_MAX = 2000;

/** The prayer wall's filters (spec section 4, "Prayer filter"), as /prayers?filter= spells them. */
export const PRAYER_FILTERS: readonly { filter: PrayerFilter; param: string; label: string; empty: string; emptyText: string }[] = [
  { filter: 'ALL', param: 'all', label: 'All', empty: 'No prayer requests yet', emptyText: 'Requests from your connections and those shared with everyone appear here. Ask for prayer: people will pray with you.' },
  { filter: 'UNANSWERED', param: 'unanswered', label: 'Still praying', empty: 'No open requests', emptyText: 'Requests that have not been answered yet appear here.' },
  { filter: 'ANSWERED', param: 'answered', label: 'Answered', empty: 'No answered prayers yet', emptyText: 'When someone marks a prayer answered, it appears here with their testimony.' },
  { filter: 'MY_PRAYERS', param: 'mine', label: 'My requests', empty: 'You have not asked for prayer yet', emptyText: 'Your prayer requests appear here, with their updates.' },
];

export const DEFAULT_FILTER = PRAYER_FILTERS[0]!;

export function filterByParam(param: unknown) {
  return PRAYER_FILTERS.find((choice) => choice.param === param);
}

/** Who may see a request made outside a group. */
export const AUDIENCE_LABELS: Record<PrayerAudience, string> = {
  CONNECTIONS: 'My connections',
  PUBLIC: 'Everyone',
  GROUP: 'Group',
  EVENT: 'Event',
};

/** A required text of at most PRAYER_TEXT_MAX characters, with the server's messages. */
export function textError(value: string, required = true): string | undefined {
  const text = value.trim();
  if (required && text === '') return messages.required;
  if (text.length > PRAYER_TEXT_MAX) return `must be at most ${PRAYER_TEXT_MAX} characters`;
  return undefined;
}
