import type { PersonSummaryFragment } from '../../__generated__/graphql/graphql.ts';

type Experience = Pick<PersonSummaryFragment['experiences'][number], 'jobTitle' | 'isPrimary' | 'isCurrent' | 'organization'>;
type Place = Pick<NonNullable<PersonSummaryFragment['location']>, 'city' | 'state' | 'country'>;

/**
 * The line under a member's name in lists: their primary position ("Worship Pastor at Grace
 * Church"), else their current one, else nothing. Positions arrive newest first.
 */
export function headline(experiences: readonly Experience[]): string | null {
  const chosen = experiences.find((item) => item.isPrimary) ?? experiences.find((item) => item.isCurrent);
  if (!chosen) return null;
  const title = chosen.jobTitle.trim();
  const organization = chosen.organization?.name.trim();
  return organization ? `${title} at ${organization}` : title;
}

/** "Nashville, TN", "Nashville, United States" or "Kenya"; null when nothing is known. */
export function placeName(location: Place | null | undefined): string | null {
  if (!location) return null;
  const parts = [location.city, location.state ?? location.country].map((part) => part?.trim()).filter(Boolean);
  if (parts.length === 0 && location.country?.trim()) return location.country.trim();
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The member's picture at avatar size, when they have one. */
export function avatarUrl(person: Pick<PersonSummaryFragment, 'profile'>): string | null {
  return person.profile.profileImage?.avatarUrl ?? person.profile.profileImageUrl ?? null;
}
