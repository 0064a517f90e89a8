import { Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { GroupDetailsFragment } from '../../__generated__/graphql/graphql.ts';
import { formatCountOf } from '../../lib/format/counts.ts';
import { groupInitials, PrivacyBadge } from './group-list.tsx';
import { groupPlace, privacyExplanation } from './group-privacy.ts';
import classes from './groups.module.css';

/**
 * The group as anyone sees it (name, images, privacy, members count, about, e-mail), with the
 * viewer's buttons in `actions` and an invitation or request `notice`. Drawn from the loader's data
 * while the page hydrates, then from Apollo's cache (group-live.tsx), updated in place.
 */
export function GroupHeader({ group, actions, notice }: { group: GroupDetailsFragment; actions: ReactNode; notice?: ReactNode }) {
  const place = groupPlace(group.location);
  const background = group.backgroundImage?.url ?? group.backgroundImageUrl;
  return (
    <Card withBorder radius="lg" padding={0} component="section" aria-labelledby="group-name">
      <div className={classes.banner} style={background ? { backgroundImage: `url("${background}")` } : undefined} />
      <Stack p="lg" gap="sm">
        <Avatar
          src={group.profileImage?.cardUrl ?? group.profileImageUrl}
          alt=""
          aria-hidden
          color="koinonia"
          radius="lg"
          size={96}
          className={classes.groupAvatar}
        >
          {groupInitials(group.name)}
        </Avatar>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={6} style={{ flex: '1 1 260px', minWidth: 0 }}>
            <Title order={1} size="h2" id="group-name" tabIndex={-1}>
              {group.name}
            </Title>
            <Group gap="xs" wrap="wrap">
              <PrivacyBadge privacy={group.privacy} />
              <Text size="sm" c="dimmed">
                {formatCountOf(group.membersCount, 'member')}
              </Text>
              {place ? (
                <Group gap={4} wrap="nowrap">
                  <IconMapPin size={14} aria-hidden color="var(--mantine-color-dimmed)" />
                  <Text size="sm" c="dimmed">
                    {place}
                  </Text>
                </Group>
              ) : null}
            </Group>
          </Stack>
          {actions}
        </Group>
        {notice}
        <Text size="sm" c="dimmed">
          {privacyExplanation(group.privacy)}
        </Text>
        {group.about ? (
          <Text style={{ whiteSpace: 'pre-line' }} component="div">
            {group.about}
          </Text>
        ) : null}
        {group.email ? (
          <Group gap={6} wrap="nowrap">
            <IconMail size={16} aria-hidden />
            <Text size="sm" component="a" href={`mailto:${group.email}`} c="koinonia.8" td="underline">
              {group.email}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
