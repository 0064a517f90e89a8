import type { GroupPrivacy, GroupViewerStatus } from '../../__generated__/graphql/graphql.ts';

/** The three privacy levels, as the create and edit form explain them (spec section 4). */
export const PRIVACY_OPTIONS: readonly { value: GroupPrivacy; label: string; explanation: string }[] = [
  { value: 'PUBLIC', label: 'Public', explanation: 'Anyone can find the group, read what is in it and join at once.' },
  { value: 'CLOSED', label: 'Closed', explanation: 'Anyone can find the group; joining is a request an admin accepts, and only members read its content.' },
  {
    value: 'INVITE_ONLY',
    label: 'Invite only',
    explanation: 'People join only when an admin invites them; only members read its content. Hidden from search unless its admins make it searchable.',
  },
];

export function privacyLabel(privacy: GroupPrivacy): string {
  return PRIVACY_OPTIONS.find((option) => option.value === privacy)?.label ?? privacy;
}

export function privacyExplanation(privacy: GroupPrivacy): string {
  return PRIVACY_OPTIONS.find((option) => option.value === privacy)?.explanation ?? '';
}

/** The viewer's place in a group, as a badge says it. */
export function viewerStatusLabel(status: GroupViewerStatus | null | undefined): string | null {
  switch (status) {
    case 'ADMIN':
      return 'Admin';
    case 'MEMBER':
      return 'Member';
    case 'REQUESTED':
      return 'Requested';
    case 'INVITED':
      return 'Invited';
    default:
      return null;
  }
}

/** "Nashville, TN" or "Kenya"; null when the group has no place. */
export function groupPlace(location: { city: string | null; state: string | null; country: string | null } | null | undefined): string | null {
  if (!location) return null;
  const parts = [location.city, location.state ?? location.country].map((part) => part?.trim()).filter(Boolean);
  if (parts.length === 0) return location.country?.trim() || null;
  return parts.join(', ');
}

/** The My groups filters (myGroups(type)); "all" sends no type. */
export const MY_GROUP_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'ADMIN', label: 'Admin' },
  { value: 'MEMBER', label: 'Member' },
  { value: 'REQUESTED', label: 'Requested' },
  { value: 'INVITED', label: 'Invited' },
] as const;
export type MyGroupFilter = (typeof MY_GROUP_FILTERS)[number]['value'];

export const GROUPS_TABS = ['mine', 'discover'] as const;
export type GroupsTab = (typeof GROUPS_TABS)[number];
