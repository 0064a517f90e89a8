import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { IconCheck, IconClock, IconLogin, IconPencil, IconUserPlus, IconX } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { GroupBySlugDocument, GroupViewerDocument, type GroupDetailsFragment, type GroupViewerFieldsFragment } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { ButtonLink } from '../../lib/ui/links.tsx';
import { NotFoundPage } from '../../lib/ui/not-found-page.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';
import { useViewer } from '../auth/session.ts';
import { ConfirmButton } from './confirm-button.tsx';
import { GroupForm } from './group-form.tsx';
import { GroupHeader } from './group-header.tsx';
import { GroupTabs } from './group-tabs.tsx';
import type { GroupTab } from './group-tabs-rules.ts';
import type { GroupPageData } from './load-group.ts';
import classes from './groups.module.css';
import { useGroupMembership } from './use-group-membership.ts';

/**
 * The group page's Apollo half, downloaded with Apollo Client after the page has hydrated from
 * its loader's data (group-page.tsx): the group as the cache has it (refreshed, and changed by an
 * admin's edit), the viewer's place in it with their buttons, and the tabs the API lets them see.
 */

/** Hands the loader's data to Apollo's cache as the client is created (`DataLayer.prime`). */
export function writeGroupToCache(client: ApolloClient, { slug, group }: GroupPageData): void {
  client.writeQuery({ query: GroupBySlugDocument, variables: { slug }, data: { __typename: 'Query', group } });
}

/** The page once Apollo Client has loaded; `fallback` (the header from the loader's data) while the group is read again. */
export function GroupLive({ slug, tab, onTab, fallback }: { slug: string; tab?: string; onTab: (tab: GroupTab) => void; fallback: ReactNode }) {
  const { data, loading } = useQuery(GroupBySlugDocument, { variables: { slug } });
  const group = data?.group;
  if (!group) return loading ? fallback : <NotFoundPage what="group" />;
  return <GroupWithViewer group={group} tab={tab} onTab={onTab} />;
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
