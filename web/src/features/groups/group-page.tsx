import { Alert, Avatar, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconCheck, IconClock, IconLogin, IconMail, IconMapPin, IconPencil, IconUserPlus, IconX } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { GroupBySlugDocument, GroupViewerDocument, type GroupDetailsFragment, type GroupViewerFieldsFragment } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { DataGate, LoadError } from '../../lib/ui/data-gate.tsx';
import { ButtonLink } from '../../lib/ui/links.tsx';
import { NotFoundPage } from '../../lib/ui/not-found-page.tsx';
import { ListSkeleton, ProfileSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';
import { useViewer } from '../auth/session.ts';
import { ConfirmButton } from './confirm-button.tsx';
import { GroupForm } from './group-form.tsx';
import { groupInitials, PrivacyBadge } from './group-list.tsx';
import { GroupTabs } from './group-tabs.tsx';
import type { GroupTab } from './group-tabs-rules.ts';
import { groupPlace, memberCount, privacyExplanation } from './group-privacy.ts';
import classes from './groups.module.css';
import { useGroupMembership } from './use-group-membership.ts';

/**
 * A group's page by slug (/g/$slug): what anyone may see comes with the server's render (name,
 * images, about, privacy, members count); the viewer's place in the group (join, request, accept
 * an invitation, leave) and its tabs (feed, prayers, links, resources, FAQs, members), as the API
 * allows the viewer, are asked by the browser. Admins edit the group, its content and features
 * and manage its membership here.
 */
export function GroupPage({ slug, tab, onTab }: { slug: string; tab?: string; onTab: (tab: GroupTab) => void }) {
  const { data, loading } = useQuery(GroupBySlugDocument, { variables: { slug } });
  const group = data?.group;
  if (!group) return loading ? <ProfileSkeleton /> : <NotFoundPage what="group" />;
  return (
    <DataGate
      fallback={
        <Stack gap="lg">
          <GroupHeader group={group} actions={<Skeleton height={36} width={140} radius="sm" aria-hidden />} />
          <ListSkeleton rows={2} />
        </Stack>
      }
    >
      <GroupWithViewer group={group} tab={tab} onTab={onTab} />
    </DataGate>
  );
}

function GroupHeader({ group, actions, notice }: { group: GroupDetailsFragment; actions: ReactNode; notice?: ReactNode }) {
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
                {memberCount(group.membersCount)}
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

function GroupWithViewer({ group, tab, onTab }: { group: GroupDetailsFragment; tab: string | undefined; onTab: (tab: GroupTab) => void }) {
  const viewerQuery = useQuery(GroupViewerDocument, { variables: { slug: group.slug } });
  const viewerFields = viewerQuery.data?.group ?? null;
  const [editing, setEditing] = useState(false);
  // The form's buttons leave with it: focus returns to the group's name.
  const closeEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => document.getElementById('group-name')?.focus());
  };
  const status = viewerFields?.viewerStatus ?? null;

  return (
    <Stack gap="lg">
      <GroupHeader
        group={group}
        actions={
          viewerFields ? (
            <ViewerActions group={group} viewer={viewerFields} onEdit={() => setEditing(true)} editing={editing} />
          ) : (
            <Skeleton height={36} width={140} radius="sm" aria-hidden />
          )
        }
        notice={
          status === 'INVITED' ? (
            <Alert variant="light" color="koinonia" title="You are invited to this group">
              Accept the invitation to join, or decline it.
            </Alert>
          ) : status === 'REQUESTED' ? (
            <Alert variant="light" color="yellow" title="Your request to join is waiting">
              An admin of the group will accept or decline it.
            </Alert>
          ) : null
        }
      />
      {editing ? (
        <GroupForm
          group={group}
          onSaved={(saved) => {
            toastSuccess(`${saved.name} is saved.`, 'Saved');
            closeEditing();
          }}
          onCancel={closeEditing}
        />
      ) : null}
      {viewerFields ? (
        <GroupTabs group={group} viewer={viewerFields} tab={tab} onTab={onTab} />
      ) : viewerQuery.error ? (
        <LoadError message={summarizeError(viewerQuery.error).message ?? 'We could not load your place in this group.'} onRetry={() => void viewerQuery.refetch()} />
      ) : (
        <ListSkeleton rows={2} />
      )}
    </Stack>
  );
}

/** Join, ask to join, accept or decline an invitation, withdraw a request, leave; sign in first when anonymous. */
function ViewerActions({
  group,
  viewer,
  onEdit,
  editing,
}: {
  group: GroupDetailsFragment;
  viewer: GroupViewerFieldsFragment;
  onEdit: () => void;
  editing: boolean;
}) {
  const person = useViewer();
  const location = useLocation();
  const { run, busy, error } = useGroupMembership(group.id);
  const name = group.name;

  let buttons: ReactNode;
  if (!person) {
    buttons = (
      <ButtonLink to="/sign-in" search={{ redirect: location.href }} leftSection={<IconLogin size={16} aria-hidden />}>
        {group.privacy === 'CLOSED' ? 'Sign in to ask to join' : group.privacy === 'PUBLIC' ? 'Sign in to join' : 'Sign in'}
      </ButtonLink>
    );
  } else {
    switch (viewer.viewerStatus) {
      case null:
        buttons =
          group.privacy === 'PUBLIC' ? (
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} loading={busy === 'join'} onClick={() => void run('join', { mutationType: 'ADD' }, `You joined ${name}.`)}>
              Join group
            </Button>
          ) : group.privacy === 'CLOSED' ? (
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden />}
              loading={busy === 'join'}
              onClick={() => void run('join', { mutationType: 'ADD' }, `Your request to join ${name} was sent.`)}
            >
              Ask to join
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              Joining is by invitation only.
            </Text>
          );
        break;
      case 'REQUESTED':
        buttons = (
          <>
            <Badge variant="light" color="yellow" size="lg" leftSection={<IconClock size={14} aria-hidden />}>
              Request sent
            </Badge>
            <Button variant="default" loading={busy === 'leave'} onClick={() => void run('leave', { mutationType: 'DELETE' }, `Your request to join ${name} was withdrawn.`)}>
              Withdraw request
            </Button>
          </>
        );
        break;
      case 'INVITED':
        buttons = (
          <>
            <Button leftSection={<IconCheck size={16} aria-hidden />} loading={busy === 'join'} disabled={busy !== null} onClick={() => void run('join', { mutationType: 'ADD' }, `You joined ${name}.`)}>
              Accept invitation
            </Button>
            <Button
              variant="default"
              leftSection={<IconX size={16} aria-hidden />}
              loading={busy === 'leave'}
              disabled={busy !== null}
              onClick={() => void run('leave', { mutationType: 'DELETE' }, `You declined the invitation to ${name}.`)}
            >
              Decline
            </Button>
          </>
        );
        break;
      case 'MEMBER':
      case 'ADMIN':
        buttons = (
          <>
            <Badge variant="light" color="koinonia" size="lg">
              {viewer.viewerStatus === 'ADMIN' ? 'Admin' : 'Member'}
            </Badge>
            {viewer.viewerStatus === 'ADMIN' && !editing ? (
              <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
                Edit group
              </Button>
            ) : null}
            <ConfirmButton
              question={`Leave ${name}?`}
              confirmLabel="Leave group"
              loading={busy === 'leave'}
              onConfirm={() => void run('leave', { mutationType: 'DELETE' }, `You left ${name}.`)}
            >
              Leave
            </ConfirmButton>
          </>
        );
        break;
    }
  }

  return (
    <div className={classes.actions}>
      <Group gap="xs" wrap="wrap" className={classes.buttons}>
        {buttons}
      </Group>
      {error ? (
        <Text size="sm" c="red.8" role="alert" maw={360}>
          {error}
        </Text>
      ) : null}
    </div>
  );
}
