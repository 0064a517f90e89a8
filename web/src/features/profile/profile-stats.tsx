import { Group, Text } from '@mantine/core';
import type { ProfileStatsQuery } from '../../__generated__/graphql/graphql.ts';
import { formatConnectionCount, formatCountOf } from '../../lib/format/counts.ts';

export type ProfileFigures = NonNullable<ProfileStatsQuery['profileStats']>;

/**
 * A member's figures (spec section 9: "500+ connections", singular/plural, "x.x million"). The
 * public profile passes the loader's figures, then the cached ones once Apollo Client has loaded
 * (a changed connection drops them from the cache, so they are read again then). Nothing when
 * they could not be read: they are a detail of the page.
 */
export function ProfileStats({ stats }: { stats: ProfileFigures | null }) {
  if (!stats) return null;
  const figures = [
    formatConnectionCount(stats.totalConnectionsCount),
    formatCountOf(stats.myOrganizationsCount, 'organization'),
    formatCountOf(stats.jobPostingsCount, 'job posting'),
  ];
  return (
    <Group component="ul" gap="lg" aria-label="Figures" style={{ listStyle: 'none', margin: 0, padding: 0, rowGap: 4 }} data-testid="profile-stats">
      {figures.map((figure) => (
        <Text component="li" key={figure} size="sm" fw={600}>
          {figure}
        </Text>
      ))}
    </Group>
  );
}
