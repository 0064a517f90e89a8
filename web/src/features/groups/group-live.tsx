import { Badge, Button, Group, Text } from '@mantine/core';
import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { IconCheck, IconClock, IconLogin, IconPencil, IconUserPlus, IconX } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { GroupBySlugDocument, GroupViewerDocument, type GroupDetailsFragment, type GroupViewerFieldsFragment } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { ButtonLink } from '../../lib/ui/links.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';
import { useViewer } from '../auth/session.ts';
import { ConfirmButton } from '../../lib/ui/confirm-button.tsx';
import { GroupTabs } from './group-tabs.tsx';
import type { GroupTab } from './group-tabs-rules.ts';
import type { GroupPageData } from './load-group.ts';
import classes from './groups.module.css';
import { useGroupMembership } from './use-group-membership.ts';

/**
 * The group page's Apollo half, downloaded with Apollo Client after the page has hydrated from
 * its loader's data (group-page.tsx): the group as the cache has it (refreshed, and changed by a
 * join or an admin's edit), the viewer's place in it with their buttons, and the tabs the API lets
 * them see.
 */

// Only admins edit the group, and only when they ask to: the form and its rules download then.
const GroupForm = lazy(() => import('./group-form.tsx').then((module) => ({ default: module.GroupForm })));

/** Hands the loader's data to Apollo's cache as the client is created (`DataLayer.prime`). */
export function writeGroupToCache(client: ApolloClient, { slug, group }: GroupPageData): void {
  client.writeQuery({ query: GroupBySlugDocument, variables: { slug }, data: { __typename: 'Query', group } });
}

/**
 * Below the group's header once Apollo Client has loaded: the admin's edit form and the tabs the
 * API lets the viewer see. Reports the group as the cache has it (`null` once the API no longer
 * has it) and the viewer's place in it to the page, which draws the header (group-page.tsx).
 */
export function GroupBody({
  slug,
  onGroup,
  onViewer,
  editing,
  onEditDone,
  tab,
  onTab,
}: {
  slug: string;
  onGroup: (group: GroupDetailsFragment | null) => void;
  onViewer: (viewer: GroupViewerFieldsFragment | null) => void;
  editing: boolean;
  onEditDone: () => void;
  tab: string | undefined;
  onTab: (tab: GroupTab) => void;
}) {
  const { data, loading, error } = useQuery(GroupBySlugDocument, { variables: { slug } });
  const viewerQuery = useQuery(GroupViewerDocument, { variables: { slug } });
  const group = data?.group ?? null;
  const viewer = viewerQuery.data?.group ?? null;
  // A group that could not be read again stays as the page shows it.
  useEffect(() => {
    if (!loading && !error) onGroup(group);
  }, [group, loading, error, onGroup]);
  useEffect(() => onViewer(viewer), [viewer, onViewer]);
  if (!group) return null;

  return (
    <>
      {editing ? (
        <Suspense fallback={<ListSkeleton rows={3} />}>
          <GroupForm
            group={group}
            onSaved={(saved) => {
              toastSuccess(`${saved.name} is saved.`, 'Saved');
              onEditDone();
            }}
            onCancel={onEditDone}
          />
        </Suspense>
      ) : null}
      {viewer ? (
        <GroupTabs group={group} viewer={viewer} tab={tab} onTab={onTab} />
      ) : viewerQuery.error ? (
        <LoadError message={summarizeError(viewerQuery.error).message ?? 'We could not load your place in this group.'} onRetry={() => void viewerQuery.refetch()} />
      ) : (
        <ListSkeleton rows={2} />
      )}
    </>
  );
}

/** Join, ask to join, accept or decline an invitation, withdraw a request, leave; sign in first when anonymous. */
export function ViewerActions({
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
