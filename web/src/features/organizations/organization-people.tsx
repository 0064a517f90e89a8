import { Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { OrganizationCandidatesDocument, OrganizationPeopleDocument, type OrganizationDetailsFragment, type OrganizationPersonFragment } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { displayName } from '../../lib/format/names.ts';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { ConfirmButton } from '../../lib/ui/confirm-button.tsx';
import { maxLength } from '../../lib/validation/rules.ts';
import { GroupPersonRow, MembershipError, PersonList } from '../groups/group-members.tsx';
import { useOrganizationRoles } from './use-organization-roles.ts';

type RolesChange = ReturnType<typeof useOrganizationRoles>;

/** The organization's people as a signed-in member reads them, admins first. */
export function useOrganizationPeople(organizationId: string, search: string | null = null) {
  return useQuery(OrganizationPeopleDocument, { variables: { id: organizationId, search } });
}

/** Whether the viewer is among the organization's admins (false until known). */
export function useIsOrganizationAdmin(organizationId: string, viewerId: string): boolean {
  const query = useOrganizationPeople(organizationId);
  const people = query.data ?? query.previousData;
  return people?.organizationAdmins?.some((admin) => admin.id === viewerId) ?? false;
}

/**
 * The organization's people: its admins and the others, each linking to their profile. Its
 * admins add people, promote, demote and remove them here; the server keeps an admin, and its
 * message is shown when the last one would go.
 */
export function OrganizationPeople({ organization, viewerId }: { organization: OrganizationDetailsFragment; viewerId: string }) {
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  const query = useOrganizationPeople(organization.id, search === '' ? null : search);
  const { run, busy, error } = useOrganizationRoles(organization.id);
  // While a change is read again, the lists as they were (not a skeleton).
  const people = query.data ?? query.previousData;
  const admins = people?.organizationAdmins;
  const others = people?.organizationNonAdmins;
  if (!admins || !others) {
    return query.loading ? (
      <ListSkeleton rows={2} />
    ) : (
      <LoadError message={summarizeError(query.error).message ?? 'We could not load its people.'} onRetry={() => void query.refetch()} />
    );
  }
  const isAdmin = admins.some((admin) => admin.id === viewerId);

  return (
    <Stack gap="md">
      <MembershipError message={error} />
      <Stack gap="xs">
        <Title order={3} size="h5">
          Admins
        </Title>
        <PersonList label="Admins">
          {admins.map((person) => (
            <GroupPersonRow
              key={person.id}
              person={person}
              badge={
                person.id === viewerId ? (
                  <Text size="xs" c="dimmed">
                    You
                  </Text>
                ) : null
              }
              actions={
                isAdmin ? (
                  <>
                    <Button size="xs" variant="default" loading={busy === `demote-${person.id}`} onClick={() => void run(`demote-${person.id}`, person.id, 'DEMOTE', `${displayName(person)} is no longer an admin.`)}>
                      Make member<span className="visually-hidden"> {displayName(person)}</span>
                    </Button>
                    <RemoveButton person={person} organization={organization} loading={busy === `remove-${person.id}`} onRemove={() => void run(`remove-${person.id}`, person.id, 'REMOVE', `${displayName(person)} was removed.`)} />
                  </>
                ) : null
              }
            />
          ))}
        </PersonList>
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          Members
        </Title>
        {others.length > 0 || typed !== '' ? (
          <TextInput
            label="Search members"
            type="search"
            maxLength={maxLength.search}
            size="sm"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            maw={360}
          />
        ) : null}
        {others.length === 0 ? (
          <Text size="sm" c="dimmed">
            {search ? `No members match “${search}”.` : isAdmin ? 'No other members yet. Add the people who serve here below.' : 'No other members yet.'}
          </Text>
        ) : (
          <PersonList label="Members">
            {others.map((person) => (
              <GroupPersonRow
                key={person.id}
                person={person}
                actions={
                  isAdmin ? (
                    <>
                      <Button size="xs" variant="default" loading={busy === `promote-${person.id}`} onClick={() => void run(`promote-${person.id}`, person.id, 'PROMOTE', `${displayName(person)} is now an admin.`)}>
                        Make admin<span className="visually-hidden"> {displayName(person)}</span>
                      </Button>
                      <RemoveButton person={person} organization={organization} loading={busy === `remove-${person.id}`} onRemove={() => void run(`remove-${person.id}`, person.id, 'REMOVE', `${displayName(person)} was removed.`)} />
                    </>
                  ) : null
                }
              />
            ))}
          </PersonList>
        )}
      </Stack>
      {isAdmin ? <AddPeople organization={organization} known={[...admins, ...others].map((person) => person.id)} run={run} busy={busy} /> : null}
    </Stack>
  );
}

function RemoveButton({ person, organization, loading, onRemove }: { person: OrganizationPersonFragment; organization: OrganizationDetailsFragment; loading: boolean; onRemove: () => void }) {
  const name = displayName(person);
  return (
    <ConfirmButton size="xs" color="red" variant="light" question={`Remove ${name} from ${organization.name}?`} confirmLabel="Remove" loading={loading} onConfirm={onRemove}>
      Remove<span className="visually-hidden"> {name}</span>
    </ConfirmButton>
  );
}

/** An admin finds members by name and adds them (as non-admins). */
function AddPeople({
  organization,
  known,
  run,
  busy,
}: {
  organization: OrganizationDetailsFragment;
  known: string[];
  run: RolesChange['run'];
  busy: string | null;
}) {
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  const candidates = useQuery(OrganizationCandidatesDocument, { variables: { search }, skip: search.length < 2 });
  const found = (candidates.data?.users.results ?? []).filter((person) => !known.includes(person.id));
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="add-people">
      <Stack gap="sm">
        <Title order={3} size="h5" id="add-people">
          Add people
        </Title>
        <TextInput
          label="Find members by name"
          type="search"
          maxLength={maxLength.search}
          size="sm"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          maw={360}
        />
        {search.length < 2 || typed.trim() !== search ? null : candidates.loading && !candidates.data ? (
          <ListSkeleton rows={1} />
        ) : found.length === 0 ? (
          <Text size="sm" c="dimmed" role="status">
            No one else matches “{search}”.
          </Text>
        ) : (
          <PersonList label="People to add">
            {found.map((person) => (
              <GroupPersonRow
                key={person.id}
                person={person}
                actions={
                  <Button
                    size="xs"
                    leftSection={<IconUserPlus size={14} aria-hidden />}
                    loading={busy === person.id}
                    onClick={() => void run(person.id, person.id, 'ADD', `${displayName(person)} was added to ${organization.name}.`).then((added) => added && setTyped(''))}
                  >
                    Add<span className="visually-hidden"> {displayName(person)}</span>
                  </Button>
                }
              />
            ))}
          </PersonList>
        )}
      </Stack>
    </Card>
  );
}
