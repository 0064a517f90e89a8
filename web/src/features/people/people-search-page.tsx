import { Badge, Button, Card, EmptyState, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { GroupChoiceDocument, MyBlockedMemberIdsDocument, PeopleSearchDocument } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { DataGate, LoadError } from '../../lib/ui/data-gate.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastError } from '../../lib/ui/toasts.ts';
import { maxLength } from '../../lib/validation/rules.ts';
import { useViewer } from '../auth/session.ts';
import { ConnectionButton } from '../connections/index.ts';
import { BlockMemberDialog, type BlockTarget } from '../settings/block-member-dialog.tsx';
import { GroupFilter } from './group-filter.tsx';
import { OrganizationFilter } from './organization-filter.tsx';
import { PersonMenu } from './person-menu.tsx';
import { PeopleList, PersonRow } from './person-row.tsx';

export interface PeopleSearchParams {
  q?: string;
  /** An organization's id. */
  organization?: string;
  /** A group's slug (readable in a shared address). */
  group?: string;
  /** An event's id (events link here; there is no event picker until events exist). */
  event?: string;
}

/**
 * People search (/search?q=&organization=&group=&event=): members by name, filtered by an
 * organization, a group or an event. The
 * address holds the search, so results can be shared. Members who blocked the viewer never
 * appear (the API leaves them out).
 */
export function PeopleSearchPage(params: PeopleSearchParams) {
  const { q, organization, group, event } = params;
  const navigate = useNavigate();
  const [typed, setTyped] = useState(q ?? '');
  // Follow the address when the search changes elsewhere (the top bar's search box).
  const [shown, setShown] = useState(q);
  if (shown !== q) {
    setShown(q);
    setTyped(q ?? '');
  }
  const go = (next: PeopleSearchParams) =>
    void navigate({
      to: '/search',
      search: { q: next.q || undefined, organization: next.organization || undefined, group: next.group || undefined, event: next.event || undefined },
    });
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    go({ ...params, q: typed.trim() });
  };

  return (
    <>
      <PageHeader title={q ? `Results for “${q}”` : 'Search people'} description="Find members of Koinonia by name, and narrow the list by organization or group." />
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg" component="section" aria-label="Search and filters">
          <Group align="flex-end" gap="md" wrap="wrap">
            <form role="search" onSubmit={submit} style={{ flex: '1 1 260px' }} aria-label="People">
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <TextInput
                  label="Name"
                  type="search"
                  maxLength={maxLength.search}
                  placeholder="First or last name"
                  leftSection={<IconSearch size={16} aria-hidden />}
                  value={typed}
                  onChange={(event) => setTyped(event.currentTarget.value)}
                  style={{ flex: 1 }}
                />
                <Button type="submit">Search</Button>
              </Group>
            </form>
            <DataGate fallback={null}>
              <OrganizationFilter value={organization} onChange={(id) => go({ ...params, organization: id })} />
              <GroupFilterFromAddress slug={group} onChange={(slug) => go({ ...params, group: slug })} />
            </DataGate>
          </Group>
          {event ? (
            <Group mt="md" gap="xs">
              <Badge variant="light" size="lg" color="koinonia">
                People registered for one event
              </Badge>
              <Button variant="subtle" size="xs" onClick={() => go({ ...params, event: undefined })}>
                Clear the event filter
              </Button>
            </Group>
          ) : null}
        </Card>
        <DataGate fallback={<ListSkeleton rows={3} />}>
          <PeopleResults {...params} />
        </DataGate>
      </Stack>
    </>
  );
}

/** The group filter, with the name of a group given by a shared address. */
function GroupFilterFromAddress({ slug, onChange }: { slug: string | undefined; onChange: (slug: string | undefined) => void }) {
  const chosen = useQuery(GroupChoiceDocument, { variables: { slug: slug ?? '' }, skip: !slug });
  return <GroupFilter value={slug} chosenName={chosen.data?.group?.name} onChange={onChange} />;
}

function PeopleResults({ q, organization, group, event }: PeopleSearchParams) {
  const viewer = useViewer();
  // The group comes by slug; the search needs its id.
  const chosenGroup = useQuery(GroupChoiceDocument, { variables: { slug: group ?? '' }, skip: !group });
  const groupId = chosenGroup.data?.group?.id ?? null;
  const unknownGroup = Boolean(group) && !chosenGroup.loading && chosenGroup.data !== undefined && !chosenGroup.data.group;
  const variables = { search: q ?? null, organizationId: organization ?? null, groupId, eventId: event ?? null };
  const { data, loading, error, fetchMore, refetch } = useQuery(PeopleSearchDocument, { variables, skip: Boolean(group) && !groupId });
  // Whom the viewer blocked (they still find them, but cannot connect): shown as blocked.
  const blocks = useQuery(MyBlockedMemberIdsDocument);
  const blockedIds = new Set(blocks.data?.blocks.results.map((block) => block.blockedUser.id));
  const [loadingMore, setLoadingMore] = useState(false);
  const [blocking, setBlocking] = useState<BlockTarget | null>(null);
  const page = data?.users;

  if (unknownGroup) {
    return (
      <Card withBorder radius="lg" padding="xl">
        <EmptyState variant="light" size="lg" icon={<IconUsers aria-hidden />} title="That group was not found" description="It may have been renamed or removed. Clear the group filter to search everyone." />
      </Card>
    );
  }
  if (!page) {
    if (loading || chosenGroup.loading) return <ListSkeleton rows={3} />;
    return <LoadError title="Search did not work" message={summarizeError(error).message ?? 'We could not search people.'} onRetry={() => void refetch()} />;
  }
  if (page.results.length === 0) {
    return (
      <Card withBorder radius="lg" padding="xl">
        <EmptyState
          variant="light"
          size="lg"
          icon={<IconUsers aria-hidden />}
          title={q ? `No members match “${q}”` : 'No members found'}
          description={organization || group || event ? 'Try another filter, or clear the filters.' : 'Check the spelling, or search by first or last name only.'}
        />
      </Card>
    );
  }

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { cursor: page.cursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          users: { ...fetchMoreResult.users, results: [...previous.users.results, ...fetchMoreResult.users.results] },
        }),
      });
    } catch (failure) {
      toastError(summarizeError(failure as Error).message ?? 'We could not load more people.');
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" role="status">
        {page.hasNextPage ? `Showing the first ${page.results.length} members` : `${page.results.length} ${page.results.length === 1 ? 'member' : 'members'}`}
      </Text>
      <PeopleList label="People">
        {page.results.map((person) => (
          <PersonRow
            key={person.id}
            person={person}
            actions={
              person.id === viewer?.id ? (
                <Text size="sm" c="dimmed">
                  You
                </Text>
              ) : blockedIds.has(person.id) ? (
                <Text size="sm" c="dimmed">
                  Blocked
                </Text>
              ) : (
                <>
                  <ConnectionButton person={person} size="xs" />
                  <PersonMenu person={person} onBlock={setBlocking} />
                </>
              )
            }
          />
        ))}
      </PeopleList>
      {page.hasNextPage ? (
        <Button variant="default" onClick={() => void loadMore()} loading={loadingMore} style={{ alignSelf: 'center' }}>
          Load more
        </Button>
      ) : null}
      <BlockMemberDialog target={blocking} onClose={() => setBlocking(null)} />
    </Stack>
  );
}
