import { Button, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { GroupsDirectoryDocument, MyGroupsListDocument } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { DataGate, LoadError } from '../../lib/ui/data-gate.tsx';
import { ButtonLink } from '../../lib/ui/links.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastError } from '../../lib/ui/toasts.ts';
import { maxLength } from '../../lib/validation/rules.ts';
import { EmptyCard, GroupList, GroupRow, LoadMoreButton } from './group-list.tsx';
import { GROUPS_TABS, MY_GROUP_FILTERS, type GroupsTab, type MyGroupFilter } from './group-privacy.ts';

export interface GroupsPageParams {
  tab?: GroupsTab;
  filter?: MyGroupFilter;
}

/**
 * Groups (/groups?tab=&filter=): my groups (all, or where I am an admin, a member, asked to join or
 * am invited) and the directory of groups to discover, searchable by name. The tab and filter are
 * in the address so they can be linked to.
 */
export function GroupsPage({ tab = 'mine', filter = 'all' }: GroupsPageParams) {
  const navigate = useNavigate();
  const go = (next: GroupsPageParams) =>
    void navigate({
      to: '/groups',
      search: { tab: next.tab === 'mine' ? undefined : next.tab, filter: next.filter === 'all' ? undefined : next.filter },
      replace: true,
    });
  return (
    <>
      <PageHeader
        title="Groups"
        description="Cohorts, teams and networks: where ministry happens between Sundays."
        actions={
          <ButtonLink to="/groups/new" leftSection={<IconPlus size={16} aria-hidden />}>
            Create group
          </ButtonLink>
        }
      />
      <Tabs value={tab} onChange={(value) => go({ tab: GROUPS_TABS.find((candidate) => candidate === value) ?? 'mine', filter })} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="mine">My groups</Tabs.Tab>
          <Tabs.Tab value="discover">Discover</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="mine">
          <Stack gap="md">
            <Stack gap={6}>
              <Text component="span" size="sm" fw={500} id="my-groups-filter">
                Show
              </Text>
              <Group gap="xs" role="group" aria-labelledby="my-groups-filter">
                {MY_GROUP_FILTERS.map((option) => (
                  <Button
                    key={option.value}
                    size="xs"
                    radius="xl"
                    variant={option.value === filter ? 'filled' : 'default'}
                    aria-pressed={option.value === filter}
                    onClick={() => go({ tab, filter: option.value })}
                  >
                    {option.label}
                  </Button>
                ))}
              </Group>
            </Stack>
            <DataGate fallback={<ListSkeleton rows={3} />}>
              <MyGroups filter={filter} />
            </DataGate>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="discover">
          <DataGate fallback={<ListSkeleton rows={3} />}>
            <DiscoverGroups />
          </DataGate>
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

const EMPTY_MINE: Record<MyGroupFilter, { title: string; description: string }> = {
  all: { title: 'You are not in any group yet', description: 'Discover groups to join, or create one for your cohort, team or network.' },
  ADMIN: { title: 'You are not an admin of any group', description: 'Groups you create, or where an admin makes you one, appear here.' },
  MEMBER: { title: 'You are not a member of any group', description: 'Groups you join appear here.' },
  REQUESTED: { title: 'No requests waiting', description: 'When you ask to join a closed group, it waits here until an admin answers.' },
  INVITED: { title: 'No invitations', description: 'When an admin invites you to a group, you can accept or decline here.' },
};

function MyGroups({ filter }: { filter: MyGroupFilter }) {
  const query = useQuery(MyGroupsListDocument, { variables: { type: filter === 'all' ? null : filter } });
  const [loadingMore, setLoadingMore] = useState(false);
  const page = query.data?.myGroups;
  if (!page) {
    return query.loading ? (
      <ListSkeleton rows={3} />
    ) : (
      <LoadError message={summarizeError(query.error).message ?? 'We could not load your groups.'} onRetry={() => void query.refetch()} />
    );
  }
  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await query.fetchMore({
        variables: { cursor: page.cursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          myGroups: { ...fetchMoreResult.myGroups, results: [...previous.myGroups.results, ...fetchMoreResult.myGroups.results] },
        }),
      });
    } catch (failure) {
      toastError(summarizeError(failure as Error).message ?? 'We could not load more groups.');
    } finally {
      setLoadingMore(false);
    }
  };
  if (page.results.length === 0) {
    const empty = EMPTY_MINE[filter];
    return (
      <EmptyCard
        icon={<IconUsersGroup aria-hidden />}
        title={empty.title}
        description={empty.description}
        action={
          filter === 'all' || filter === 'ADMIN' ? (
            <ButtonLink to="/groups" search={{ tab: 'discover' }} variant="default">
              Discover groups
            </ButtonLink>
          ) : undefined
        }
      />
    );
  }
  return (
    <Stack gap="sm">
      <GroupList label="My groups">
        {page.results.map((group) => (
          <GroupRow key={group.id} group={group} viewerStatus={group.viewerStatus} />
        ))}
      </GroupList>
      <LoadMoreButton hasNextPage={page.hasNextPage} loading={loadingMore} onClick={() => void loadMore()} />
    </Stack>
  );
}

function DiscoverGroups() {
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  const query = useQuery(GroupsDirectoryDocument, { variables: { search: search === '' ? null : search } });
  const [loadingMore, setLoadingMore] = useState(false);
  const page = query.data?.groups;

  const loadMore = async () => {
    if (!page) return;
    setLoadingMore(true);
    try {
      await query.fetchMore({
        variables: { cursor: page.cursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          groups: { ...fetchMoreResult.groups, results: [...previous.groups.results, ...fetchMoreResult.groups.results] },
        }),
      });
    } catch (failure) {
      toastError(summarizeError(failure as Error).message ?? 'We could not load more groups.');
    } finally {
      setLoadingMore(false);
    }
  };

  let body: ReactNode;
  if (!page) {
    body = query.loading ? (
      <ListSkeleton rows={3} />
    ) : (
      <LoadError message={summarizeError(query.error).message ?? 'We could not load groups.'} onRetry={() => void query.refetch()} />
    );
  } else if (page.results.length === 0) {
    body = search ? (
      <EmptyCard icon={<IconSearch aria-hidden />} title={`No groups match “${search}”`} description="Check the spelling, or search for one word of the group's name." />
    ) : (
      <EmptyCard
        icon={<IconUsersGroup aria-hidden />}
        title="There are no groups yet"
        description="Be the first: create a group for your cohort, team or network."
        action={<ButtonLink to="/groups/new">Create group</ButtonLink>}
      />
    );
  } else {
    body = (
      <Stack gap="sm">
        <GroupList label="Groups">
          {page.results.map((group) => (
            <GroupRow key={group.id} group={group} viewerStatus={group.viewerStatus} />
          ))}
        </GroupList>
        <LoadMoreButton hasNextPage={page.hasNextPage} loading={loadingMore} onClick={() => void loadMore()} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <TextInput
        label="Search groups"
        type="search"
        maxLength={maxLength.search}
        placeholder="Group name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        maw={420}
      />
      <Text size="sm" c="dimmed" role="status">
        {page && page.results.length > 0
          ? page.hasNextPage
            ? `Showing the first ${page.results.length} groups`
            : `${page.results.length} ${page.results.length === 1 ? 'group' : 'groups'}${search ? ` match “${search}”` : ''}`
          : ' '}
      </Text>
      {body}
    </Stack>
  );
}
