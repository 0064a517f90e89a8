import { Badge, Button, Card, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconInbox, IconMailForward, IconSearch, IconTrash, IconX } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DeleteGroupDocument, GroupMembersDocument, PeopleSearchDocument, type GroupDetailsFragment } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { displayName } from '../../lib/format/names.ts';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';
import { ConfirmButton } from '../../lib/ui/confirm-button.tsx';
import { maxLength } from '../../lib/validation/rules.ts';
import { EmptyCard } from './group-list.tsx';
import { GroupImageField } from './group-image-field.tsx';
import { InviteByEmail } from './invite-by-email.tsx';
import { GroupPersonRow, MembershipError, PersonList } from './group-members.tsx';
import { useGroupMembership } from './use-group-membership.ts';

/**
 * For the group's admins: requests to answer, invitations sent (withdraw), inviting members by
 * name, and deleting the group after a confirmation.
 */
export function GroupAdminPanel({ group }: { group: GroupDetailsFragment }) {
  const query = useQuery(GroupMembersDocument, { variables: { groupId: group.id } });
  const { run, busy, error } = useGroupMembership(group.id);
  const membership = query.data?.groupMembership;
  if (!membership) {
    return query.loading ? (
      <ListSkeleton rows={2} />
    ) : (
      <LoadError message={summarizeError(query.error).message ?? 'We could not load the requests.'} onRetry={() => void query.refetch()} />
    );
  }
  const requesters = membership.requesters ?? [];
  const invitees = membership.invitees ?? [];
  const inGroup = new Set([...(membership.admins ?? []), ...(membership.members ?? []), ...invitees].map((person) => person.id));

  return (
    <Stack gap="xl">
      <MembershipError message={error} />
      {requesters.length > 0 || group.privacy === 'CLOSED' ? (
      <Stack gap="xs" component="section" aria-labelledby="group-requests">
        <Title order={2} size="h4" id="group-requests">
          Requests to join ({requesters.length})
        </Title>
        {requesters.length === 0 ? (
          <EmptyCard
            icon={<IconInbox aria-hidden />}
            title="No requests waiting"
            description="When someone asks to join, you accept or decline here."
          />
        ) : (
          <PersonList label="Requests to join">
            {requesters.map((person) => {
              const name = displayName(person);
              return (
                <GroupPersonRow
                  key={person.id}
                  person={person}
                  actions={
                    <>
                      <Button
                        size="xs"
                        leftSection={<IconCheck size={14} aria-hidden />}
                        loading={busy === `accept-${person.id}`}
                        disabled={busy !== null}
                        onClick={() => void run(`accept-${person.id}`, { mutationType: 'EDIT', membershipAction: 'ACCEPT', requesterIds: [person.id] }, `${name} is now a member.`)}
                      >
                        Accept<span className="visually-hidden"> {name}</span>
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconX size={14} aria-hidden />}
                        loading={busy === `decline-${person.id}`}
                        disabled={busy !== null}
                        onClick={() =>
                          void run(`decline-${person.id}`, { mutationType: 'EDIT', membershipAction: 'NOT_ACCEPT', requesterIds: [person.id] }, `${name}'s request was declined.`)
                        }
                      >
                        Decline<span className="visually-hidden"> {name}</span>
                      </Button>
                    </>
                  }
                />
              );
            })}
          </PersonList>
        )}
      </Stack>
      ) : null}

      <Stack gap="xs" component="section" aria-labelledby="group-invitations">
        <Title order={2} size="h4" id="group-invitations">
          Invitations ({invitees.length})
        </Title>
        {invitees.length === 0 ? (
          <Text size="sm" c="dimmed">
            No invitations waiting for an answer.
          </Text>
        ) : (
          <PersonList label="Invitations">
            {invitees.map((person) => {
              const name = displayName(person);
              return (
                <GroupPersonRow
                  key={person.id}
                  person={person}
                  badge={<Badge variant="light" color="yellow">Invited</Badge>}
                  actions={
                    <Button
                      size="xs"
                      variant="default"
                      loading={busy === `withdraw-${person.id}`}
                      disabled={busy !== null}
                      onClick={() =>
                        void run(`withdraw-${person.id}`, { mutationType: 'EDIT', membershipAction: 'NOT_ACCEPT', inviteeIds: [person.id] }, `The invitation to ${name} was withdrawn.`)
                      }
                    >
                      Withdraw<span className="visually-hidden"> the invitation to {name}</span>
                    </Button>
                  }
                />
              );
            })}
          </PersonList>
        )}
        <InviteMembers
          excluded={inGroup}
          busy={busy}
          onInvite={(person) => void run(`invite-${person.id}`, { mutationType: 'EDIT', membershipAction: 'INVITE', inviteeIds: [person.id] }, `${displayName(person)} was invited.`)}
        />
        <InviteByEmail groupId={group.id} invitations={membership.inviteEmails} />
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="group-images">
        <Title order={2} size="h4" id="group-images">
          Images
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <GroupImageField groupId={group.id} purpose="GROUP_IMAGE" currentUrl={group.profileImage?.cardUrl ?? group.profileImageUrl} />
          <GroupImageField groupId={group.id} purpose="GROUP_BACKGROUND" currentUrl={group.backgroundImage?.url ?? group.backgroundImageUrl} />
        </SimpleGrid>
      </Stack>

      <DeleteGroup group={group} />
    </Stack>
  );
}

function InviteMembers({
  excluded,
  busy,
  onInvite,
}: {
  excluded: Set<string>;
  busy: string | null;
  onInvite: (person: { id: string; firstName: string; lastName: string }) => void;
}) {
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  const { data, loading } = useQuery(PeopleSearchDocument, { variables: { search }, skip: search.length < 2 });
  const people = (data?.users.results ?? []).filter((person) => !excluded.has(person.id));
  return (
    <Card withBorder radius="md" padding="md" mt="xs">
      <Stack gap="sm">
        <TextInput
          label="Invite members"
          description="Find members of Koinonia by name."
          type="search"
          placeholder="First or last name"
          maxLength={maxLength.search}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          maw={420}
        />
        {search.length < 2 ? null : loading && !data ? (
          <ListSkeleton rows={1} />
        ) : people.length === 0 ? (
          <Text size="sm" c="dimmed" role="status">
            No one to invite matches “{search}”.
          </Text>
        ) : (
          <PersonList label="People to invite">
            {people.slice(0, 8).map((person) => {
              const name = displayName(person);
              return (
                <GroupPersonRow
                  key={person.id}
                  person={person}
                  actions={
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconMailForward size={14} aria-hidden />}
                      loading={busy === `invite-${person.id}`}
                      disabled={busy !== null}
                      onClick={() => onInvite(person)}
                    >
                      Invite<span className="visually-hidden"> {name}</span>
                    </Button>
                  }
                />
              );
            })}
          </PersonList>
        )}
      </Stack>
    </Card>
  );
}

function DeleteGroup({ group }: { group: GroupDetailsFragment }) {
  const [remove, { loading }] = useDataMutation(DeleteGroupDocument);
  const client = useApolloClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    const { data, error: failure } = await remove({ variables: { id: group.id } });
    if (!data?.group) {
      setError(summarizeError(failure).message ?? 'We could not delete the group.');
      return;
    }
    toastSuccess(`${group.name} was deleted.`, 'Group deleted');
    await navigate({ to: '/groups' });
    client.cache.evict({ id: client.cache.identify({ __typename: 'Group', id: group.id }) });
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'myGroups' });
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'groups' });
    client.cache.gc();
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="delete-group" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4" id="delete-group">
          Delete this group
        </Title>
        <Text size="sm">Its members, links, resources and FAQs go with it. This cannot be undone.</Text>
        <ConfirmButton
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} aria-hidden />}
          question={`Delete ${group.name} for everyone? This cannot be undone.`}
          confirmLabel="Delete group"
          loading={loading}
          onConfirm={() => void confirm()}
        >
          Delete group
        </ConfirmButton>
        {error ? (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
