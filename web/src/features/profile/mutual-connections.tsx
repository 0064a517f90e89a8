import { Avatar, Group, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { MutualConnectionsDocument } from '../../__generated__/graphql/graphql.ts';
import { formatConnectionCount } from '../../lib/format/counts.ts';
import { displayName, initials } from '../../lib/format/names.ts';
import { AnchorLink } from '../../lib/ui/links.tsx';

const SHOWN = 3;

/**
 * "12 Mutual connections" with the first few faces and names, for a member looking at another
 * member's profile (signed-in members only: the API answers it for the viewer). Nothing when
 * there are none, or when it cannot be read (it is a hint, not the page).
 */
export function MutualConnections({ userId }: { userId: string }) {
  const { data, loading } = useQuery(MutualConnectionsDocument, { variables: { userId, first: SHOWN } });
  const page = data?.mutualConnections;
  if (!page) return loading ? <Skeleton height={28} width={220} aria-hidden /> : null;
  if (page.totalMutualConnections === 0) return null;
  const shown = page.results.slice(0, SHOWN);
  const names = shown.map((person) => displayName(person));
  const others = page.totalMutualConnections - shown.length;
  return (
    <Group gap="sm" wrap="nowrap" data-testid="mutual-connections">
      <Avatar.Group spacing="sm">
        {shown.map((person) => (
          <Avatar key={person.id} src={person.profile.profileImageUrl} alt="" size={28} radius="xl" color="koinonia" variant="filled">
            {initials(person)}
          </Avatar>
        ))}
      </Avatar.Group>
      <Text size="sm">
        <strong>{formatConnectionCount(page.totalMutualConnections, { mutual: true })}</strong>
        {names.length > 0 ? ': ' : null}
        {shown.map((person, index) => (
          <span key={person.id}>
            {index > 0 ? ', ' : null}
            <AnchorLink to="/u/$slug" params={{ slug: person.slug }} size="sm">
              {names[index]}
            </AnchorLink>
          </span>
        ))}
        {others > 0 ? ` and ${others} more` : null}
      </Text>
    </Group>
  );
}
