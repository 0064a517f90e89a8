import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { OrganizationListItemFragment } from '../../__generated__/graphql/graphql.ts';
import { AnchorLink } from '../../lib/ui/links.tsx';
import { organizationInitials } from './organization-view.ts';

/** One organization in a list: logo, name linking to its page, type and slogan; `extra` at the end. */
export function OrganizationRow({ organization, extra }: { organization: OrganizationListItemFragment; extra?: ReactNode }) {
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Avatar src={organization.profile.profileImageUrl} alt="" color="koinonia" radius="md" size={48} aria-hidden>
          {organizationInitials(organization.name)}
        </Avatar>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text component="h3" fw={600} size="md" m={0} lineClamp={2}>
            <AnchorLink to="/o/$slug" params={{ slug: organization.slug }} c="var(--mantine-color-text)">
              {organization.name}
            </AnchorLink>
          </Text>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color="gray">
              {organization.type}
            </Badge>
            {extra}
          </Group>
          {organization.slogan ? (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {organization.slogan}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}

export function OrganizationList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}
