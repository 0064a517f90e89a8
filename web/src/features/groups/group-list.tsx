import { Avatar, Badge, Button, Card, EmptyState, Group, Stack, Text } from '@mantine/core';
import { IconLock, IconMail, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { GroupListItemFragment, GroupPrivacy, GroupViewerStatus } from '../../__generated__/graphql/graphql.ts';
import { formatCountOf } from '../../lib/format/counts.ts';
import { AnchorLink } from '../../lib/ui/links.tsx';
import { groupPlace, privacyLabel, viewerStatusLabel } from './group-privacy.ts';

export function PrivacyIcon({ privacy, size = 14 }: { privacy: GroupPrivacy; size?: number }) {
  if (privacy === 'PUBLIC') return <IconWorld size={size} aria-hidden />;
  if (privacy === 'CLOSED') return <IconLock size={size} aria-hidden />;
  return <IconMail size={size} aria-hidden />;
}

export function PrivacyBadge({ privacy }: { privacy: GroupPrivacy }) {
  return (
    <Badge variant="light" color="gray" leftSection={<PrivacyIcon privacy={privacy} />}>
      {privacyLabel(privacy)}
    </Badge>
  );
}

/** A group's initials for its avatar when it has no image. */
export function groupInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
}

/** One group in a list: image, name linking to its page, privacy, members, place and about. */
export function GroupRow({ group, viewerStatus }: { group: GroupListItemFragment; viewerStatus?: GroupViewerStatus | null }) {
  const place = groupPlace(group.location);
  const status = viewerStatusLabel(viewerStatus);
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Avatar src={group.profileImage?.avatarUrl ?? group.profileImageUrl} alt="" color="koinonia" radius="md" size={48} aria-hidden>
          {groupInitials(group.name)}
        </Avatar>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text component="h3" fw={600} size="md" m={0} lineClamp={2}>
            <AnchorLink to="/g/$slug" params={{ slug: group.slug }} c="var(--mantine-color-text)">
              {group.name}
            </AnchorLink>
          </Text>
          <Group gap="xs" wrap="wrap">
            <PrivacyBadge privacy={group.privacy} />
            {status ? (
              <Badge variant="light" color={viewerStatus === 'ADMIN' ? 'koinonia' : viewerStatus === 'MEMBER' ? 'teal' : 'yellow'}>
                {status}
              </Badge>
            ) : null}
            <Text size="sm" c="dimmed">
              {formatCountOf(group.membersCount, 'member')}
              {place ? ` · ${place}` : ''}
            </Text>
          </Group>
          {group.about ? (
            <Text size="sm" lineClamp={2}>
              {group.about}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}

export function GroupList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

export function LoadMoreButton({ hasNextPage, loading, onClick }: { hasNextPage: boolean; loading: boolean; onClick: () => void }) {
  if (!hasNextPage) return null;
  return (
    <Button variant="default" onClick={onClick} loading={loading} style={{ alignSelf: 'center' }}>
      Load more
    </Button>
  );
}

export function EmptyCard({ icon, title, description, action }: { icon: ReactNode; title: string; description: string; action?: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="xl">
      <EmptyState variant="light" icon={icon} title={title} description={description}>
        {action ? <EmptyState.Actions>{action}</EmptyState.Actions> : null}
      </EmptyState>
    </Card>
  );
}
