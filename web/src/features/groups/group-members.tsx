import { Alert, Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconAlertCircle, IconLock, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { GroupMembersDocument, type GroupDetailsFragment, type GroupPersonFragment, type GroupViewerStatus } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { displayName, initials } from '../../lib/format/names.ts';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { AnchorLink } from '../../lib/ui/links.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { useViewer } from '../auth/session.ts';
import { ConfirmButton } from '../../lib/ui/confirm-button.tsx';
import { EmptyCard } from './group-list.tsx';
import { useGroupMembership } from './use-group-membership.ts';

/** One person in a group's lists: picture, name linking to their profile, a badge and actions. */
export function GroupPersonRow({ person, badge, actions }: { person: GroupPersonFragment; badge?: ReactNode; actions?: ReactNode }) {
  const name = displayName(person);
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Group wrap="nowrap" align="center" gap="sm">
        <Avatar src={person.profile.profileImage?.avatarUrl ?? person.profile.profileImageUrl} alt="" aria-hidden color="koinonia" radius="xl" size={40}>
          {initials(person)}
        </Avatar>
        <Group justify="space-between" align="center" wrap="wrap" gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
            <Text component="h3" fw={600} size="sm" m={0}>
              <AnchorLink to="/u/$slug" params={{ slug: person.slug }} c="var(--mantine-color-text)">
                {name}
              </AnchorLink>
            </Text>
            {badge}
          </Group>
          {actions ? (
            <Group gap="xs" wrap="wrap">
              {actions}
            </Group>
          ) : null}
        </Group>
      </Group>
    </Card>
  );
}

export function PersonList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

/** An action's error (the last admin, an invitation-only group), as the server said it. */
export function MembershipError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" title="We could not do that" icon={<IconAlertCircle aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}

/**
 * The group's admins and members, to whoever may see them (everyone for a public group, members
 * otherwise). Admins promote, demote and remove here; the server refuses to leave a group without
 * an admin, and its message is shown.
 */
export function MembersPanel({ group, isAdmin, viewerStatus }: { group: GroupDetailsFragment; isAdmin: boolean; viewerStatus: GroupViewerStatus | null }) {
  const viewer = useViewer();
  const query = useQuery(GroupMembersDocument, { variables: { groupId: group.id } });
  const { run, busy, error } = useGroupMembership(group.id);
  const membership = query.data?.groupMembership;

  if (!query.data) {
    return query.loading ? (
      <ListSkeleton rows={2} />
    ) : (
      <LoadError message={summarizeError(query.error).message ?? 'We could not load the members.'} onRetry={() => void query.refetch()} />
    );
  }
  if (!membership?.admins || !membership.members) {
    return (
      <EmptyCard
        icon={<IconLock aria-hidden />}
        title="Only members see who is in this group"
        description={
          viewerStatus === 'REQUESTED'
            ? 'You see them once an admin accepts your request.'
            : viewerStatus === 'INVITED'
              ? 'Accept the invitation to join them.'
              : group.privacy === 'CLOSED'
                ? 'Ask to join: an admin will accept your request.'
                : 'Members join by invitation.'
        }
      />
    );
  }

  const admins = membership.admins;
  const members = membership.members;
  const adminActions = (person: GroupPersonFragment) => {
    // A lone admin has no one to hand over to (the server would refuse anyway).
    if (!isAdmin || admins.length === 1) return undefined;
    const name = displayName(person);
    const self = person.id === viewer?.id;
    return (
      <>
        <Button
          size="xs"
          variant="default"
          loading={busy === `demote-${person.id}`}
          disabled={busy !== null}
          onClick={() => void run(`demote-${person.id}`, { mutationType: 'EDIT', membershipAction: 'DEMOTE', adminIds: [person.id] }, `${name} is now a member.`)}
        >
          Make member<span className="visually-hidden"> {self ? '(you)' : name}</span>
        </Button>
        {self ? null : (
          <ConfirmButton
            size="xs"
            variant="subtle"
            color="red"
            question={`Remove ${name} from ${group.name}?`}
            confirmLabel="Remove"
            disabled={busy !== null}
            loading={busy === `remove-${person.id}`}
            onConfirm={() => void run(`remove-${person.id}`, { mutationType: 'DELETE', adminIds: [person.id] }, `${name} was removed from the group.`)}
          >
            Remove<span className="visually-hidden"> {name}</span>
          </ConfirmButton>
        )}
      </>
    );
  };
  const memberActions = (person: GroupPersonFragment) => {
    if (!isAdmin) return undefined;
    const name = displayName(person);
    return (
      <>
        <Button
          size="xs"
          variant="default"
          loading={busy === `promote-${person.id}`}
          disabled={busy !== null}
          onClick={() => void run(`promote-${person.id}`, { mutationType: 'EDIT', membershipAction: 'PROMOTE', memberIds: [person.id] }, `${name} is now an admin.`)}
        >
          Make admin<span className="visually-hidden"> {name}</span>
        </Button>
        <ConfirmButton
          size="xs"
          variant="subtle"
          color="red"
          question={`Remove ${name} from ${group.name}?`}
          confirmLabel="Remove"
          disabled={busy !== null}
          loading={busy === `remove-${person.id}`}
          onConfirm={() => void run(`remove-${person.id}`, { mutationType: 'DELETE', memberIds: [person.id] }, `${name} was removed from the group.`)}
        >
          Remove<span className="visually-hidden"> {name}</span>
        </ConfirmButton>
      </>
    );
  };

  return (
    <Stack gap="lg">
      <MembershipError message={error} />
      <Stack gap="xs" component="section" aria-labelledby="group-admins">
        <Title order={2} size="h4" id="group-admins">
          Admins ({admins.length})
        </Title>
        <PersonList label="Admins">
          {admins.map((person) => (
            <GroupPersonRow
              key={person.id}
              person={person}
              badge={person.id === viewer?.id ? <Badge variant="light" color="gray">You</Badge> : undefined}
              actions={adminActions(person)}
            />
          ))}
        </PersonList>
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="group-members">
        <Title order={2} size="h4" id="group-members">
          Members ({members.length})
        </Title>
        {members.length === 0 ? (
          <EmptyCard
            icon={<IconUsers aria-hidden />}
            title="No members yet"
            description={isAdmin ? 'Invite people from the Manage tab, or share the group’s link.' : 'Only the admins are in this group so far.'}
          />
        ) : (
          <PersonList label="Members">
            {members.map((person) => (
              <GroupPersonRow
                key={person.id}
                person={person}
                badge={person.id === viewer?.id ? <Badge variant="light" color="gray">You</Badge> : undefined}
                actions={memberActions(person)}
              />
            ))}
          </PersonList>
        )}
      </Stack>
    </Stack>
  );
}
