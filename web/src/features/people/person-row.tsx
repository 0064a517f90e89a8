import { Avatar, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PersonSummaryFragment } from '../../__generated__/graphql/graphql.ts';
import { displayName, initials } from '../../lib/format/names.ts';
import { AnchorLink } from '../../lib/ui/links.tsx';
import { avatarUrl, headline, placeName } from './person-summary.ts';

/**
 * One member in a list (search results, connections, requests, blocks): picture, name linking to
 * their profile, headline and place, an optional extra line, and the row's actions.
 */
export function PersonRow({ person, detail, actions, headingLevel = 3 }: { person: PersonSummaryFragment; detail?: ReactNode; actions?: ReactNode; headingLevel?: 2 | 3 }) {
  const name = displayName(person);
  const title = headline(person.experiences);
  const place = placeName(person.location);
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Avatar src={avatarUrl(person)} alt="" color="koinonia" radius="xl" size={48} aria-hidden>
          {initials(person)}
        </Avatar>
        <Group justify="space-between" align="center" wrap="wrap" gap="sm" style={{ flex: 1, minWidth: 0 }}>
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 200px' }}>
            <Text component={headingLevel === 2 ? 'h2' : 'h3'} fw={600} size="md" m={0} lineClamp={1}>
              <AnchorLink to="/u/$slug" params={{ slug: person.slug }} c="var(--mantine-color-text)">
                {name}
              </AnchorLink>
            </Text>
            {title ? (
              <Text size="sm" lineClamp={2}>
                {title}
              </Text>
            ) : null}
            {place ? (
              <Text size="sm" c="dimmed">
                {place}
              </Text>
            ) : null}
            {detail}
          </Stack>
          {actions ? (
            <Group gap="xs" wrap="nowrap">
              {actions}
            </Group>
          ) : null}
        </Group>
      </Group>
    </Card>
  );
}

/** A list of PersonRow items, announced as a list with a label. */
export function PeopleList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}
