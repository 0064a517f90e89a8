import type { OrganizationDetailsFragment } from '../../__generated__/graphql/graphql.ts';
import { formatCountOf } from '../../lib/format/counts.ts';
import { DEFAULT_TIME_ZONE } from '../../lib/format/defaults.ts';

/** What the organization's page and lists show, worked out from its data (no React, no styles). */

type Address = OrganizationDetailsFragment['addresses'][number];

/** "12 followers · 5 people · 2 open jobs", students only when there are some. */
export function organizationFigures(organization: OrganizationDetailsFragment): string[] {
  const figures = [formatCountOf(organization.followersCount, 'follower'), formatCountOf(organization.peopleCount, 'person', 'people')];
  if (organization.studentsCount > 0) figures.push(formatCountOf(organization.studentsCount, 'student'));
  figures.push(formatCountOf(organization.opportunitiesCount, 'open job'));
  return figures;
}

/** An address on up to three lines: street; city, state and zip code; country. */
export function addressLines(address: Address): string[] {
  const { city, state, zipcode, country } = address.location;
  const place = [city, [state, zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address.street, place, country].filter((line): line is string => Boolean(line?.trim()));
}

/** An organization's initials for its logo when it has no image. */
export function organizationInitials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
}

const DAY_PARTS = new Intl.DateTimeFormat('en-US', { timeZone: DEFAULT_TIME_ZONE, month: 'short', day: 'numeric', year: 'numeric' });
const ordinal = (day: number) => (day % 100 >= 11 && day % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');

/**
 * A deadline as the spec writes dates ("Mar 5th 2024", Eastern Time), as lib/format's formatDate
 * does, without its date library: this public page has the initial JavaScript budget.
 */
export function formatDeadline(value: string): string {
  const parts = Object.fromEntries(DAY_PARTS.formatToParts(new Date(value)).map((part) => [part.type, part.value]));
  const day = Number(parts['day']);
  return `${parts['month']} ${day}${ordinal(day)} ${parts['year']}`;
}

export const JOB_TYPES: Record<string, string> = { FULL_TIME: 'Full time', PART_TIME: 'Part time', CONTRACT: 'Contract' };
export const WORKPLACES: Record<string, string> = { REMOTE: 'Remote', ON_SITE: 'On site', HYBRID: 'Hybrid' };
export const label = (labels: Record<string, string>, value: string) => labels[value] ?? value.charAt(0) + value.slice(1).toLowerCase().replace(/_/g, ' ');
