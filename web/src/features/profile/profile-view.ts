import type { UserProfileQuery } from '../../__generated__/graphql/graphql.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { experienceHeadline } from '../history/history-rules.ts';

/** The UserProfile query's result for a member who was found. */
export type FoundProfile = UserProfileQuery & { userProfile: NonNullable<UserProfileQuery['userProfile']> };

/**
 * What the public profile's card shows that needs code its first JavaScript leaves out (dates,
 * history rules): worked out by the loader for the first render, and by the profile's watcher
 * (public-profile-live.tsx) when the profile changes.
 */
export interface ProfileHeader {
  /** The primary position ("Worship pastor at Grace Church"), if any. */
  headline: string | null;
  /** "Mar 5th 2024". */
  memberSince: string;
}

/** The profile as the public page shows it. */
export interface ProfileView {
  profile: UserProfileQuery;
  /** Null when the member was not found. */
  header: ProfileHeader | null;
}

export function profileHeader({ userProfile, experiences }: FoundProfile): ProfileHeader {
  return {
    headline: experienceHeadline(experiences?.find((experience) => experience.isPrimary)),
    memberSince: formatDate(userProfile.createdAt),
  };
}

export function profileView(profile: UserProfileQuery): ProfileView {
  return { profile, header: profile.userProfile ? profileHeader(profile as FoundProfile) : null };
}
