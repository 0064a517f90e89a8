import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingChurch, IconHeart, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { MyOrganizationsListDocument } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { formatCountOf } from '../../lib/format/counts.ts';
import { DataGate, LoadError } from '../../lib/ui/data-gate.tsx';
import { ButtonLink } from '../../lib/ui/links.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastError } from '../../lib/ui/toasts.ts';
import { maxLength } from '../../lib/validation/rules.ts';
import { EmptyCard, LoadMoreButton } from '../groups/group-list.tsx';
import { OrganizationList, OrganizationRow } from './organization-list.tsx';

/**
 * My organizations (/organizations): the churches and ministries the member holds a role in
 * (admin or not), by name, searchable; the way to create one, and to those they follow.
 */
export function OrganizationsPage() {
  return (
    <>
      <PageHeader
        title="My organizations"
        description="The churches and ministries you serve in."
        actions={
          <Group gap="xs">
            <ButtonLink to="/following" variant="default" leftSection={<IconHeart size={16} aria-hidden />}>
              Following
            </ButtonLink>
            <ButtonLink to="/organizations/new" leftSection={<IconPlus size={16} aria-hidden />}>
              Create organization
            </ButtonLink>
          </Group>
        }
      />
      <DataGate fallback={<ListSkeleton rows={3} />}>
        <MyOrganizations />
      </DataGate>
    </>
  );
}

function MyOrganizations() {
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  const query = useQuery(MyOrganizationsListDocument, { variables: { search: search === '' ? null : search, cursor: null } });
  const [loadingMore, setLoadingMore] = useState(false);
  const page = query.data?.myOrganizations;

  const loadMore = async () => {
    if (!page) return;
    setLoadingMore(true);
    try {
      await query.fetchMore({
        variables: { cursor: page.cursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          myOrganizations: { ...fetchMoreResult.myOrganizations, results: [...previous.myOrganizations.results, ...fetchMoreResult.myOrganizations.results] },
        }),
      });
    } catch (failure) {
      toastError(summarizeError(failure as Error).message ?? 'We could not load more organizations.');
    } finally {
      setLoadingMore(false);
    }
  };

  let body: ReactNode;
  if (!page) {
    body = query.loading ? (
      <ListSkeleton rows={3} />
    ) : (
      <LoadError message={summarizeError(query.error).message ?? 'We could not load your organizations.'} onRetry={() => void query.refetch()} />
    );
  } else if (page.results.length === 0) {
    body = search ? (
      <EmptyCard icon={<IconSearch aria-hidden />} title={`None of your organizations match “${search}”`} description="Check the spelling, or search for one word of the name." />
    ) : (
      <EmptyCard
        icon={<IconBuildingChurch aria-hidden />}
        title="You are not part of any organization yet"
        description="Create your church's or ministry's page, or ask an admin of your organization to add you."
        action={<ButtonLink to="/organizations/new">Create organization</ButtonLink>}
      />
    );
  } else {
    body = (
      <Stack gap="sm">
        <OrganizationList label="My organizations">
          {page.results.map((organization) => (
            <OrganizationRow
              key={organization.id}
              organization={organization}
              extra={
                <Text size="sm" c="dimmed">
                  {formatCountOf(organization.followersCount, 'follower')}
                </Text>
              }
            />
          ))}
        </OrganizationList>
        <LoadMoreButton hasNextPage={page.hasNextPage} loading={loadingMore} onClick={() => void loadMore()} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <TextInput
        label="Search my organizations"
        type="search"
        maxLength={maxLength.search}
        placeholder="Organization name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        maw={420}
      />
      {body}
    </Stack>
  );
}
