import { formatConnectionCount, formatCountOf } from '../../lib/format/counts.ts';

export interface SuggestionWhy {
  mutualConnections: number;
  sharedOrganizations: number;
  sameCity: boolean;
}

/** Why a member is suggested, most telling first: "12 Mutual connections · 1 shared organization · In your city". */
export function suggestionReasons(why: SuggestionWhy): string[] {
  const reasons: string[] = [];
  if (why.mutualConnections > 0) reasons.push(formatConnectionCount(why.mutualConnections, { mutual: true }));
  if (why.sharedOrganizations > 0) reasons.push(formatCountOf(why.sharedOrganizations, 'shared organization'));
  if (why.sameCity) reasons.push('In your city');
  return reasons;
}
