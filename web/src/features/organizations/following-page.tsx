import { Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconBuildingChurch } from '@tabler/icons-react';
import { useState } from 'react';
import { FollowingListDocument } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { formatCountOf } from '../../lib/format/counts.ts';
import { DataGate, LoadError } from '../../lib/ui/data-gate.tsx';
import { ButtonLink } from '../../lib/ui/links.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastError } from '../../lib/ui/toasts.ts';
import { EmptyCard, LoadMoreButton } from '../groups/group-list.tsx';
import { OrganizationList, OrganizationRow } from './organization-list.tsx';

/** Following (/following): the organizations the member follows, by name. */
export function FollowingPage() {
  return (
    <>
      <PageHeader
        title="Following"
        description="Churches and ministries whose news you follow."
        actions={
          <ButtonLink to="/organizations" variant="default" leftSection={<IconBuildingChurch size={16} aria-hidden />}>
            My organizations
          </ButtonLink>
        }
      />
      <DataGate fallback={<ListSkeleton rows={3} />}>
        <Followings />
      </DataGate>
    </>
  );
}

function Followings() {
  const query = useQuery(FollowingListDocument, { variables: { cursor: null } });
  const [loadingMore, setLoadingMore] = useState(false);
  const page = query.data?.followings;
  if (!page) {
    return query.loading ? (
      <ListSkeleton rows={3} />
    ) : (
      <LoadError message={summarizeError(query.error).message ?? 'We could not load the organizations you follow.'} onRetry={() => void query.refetch()} />
    );
  }
  if (page.results.length === 0) {
    return (
      <EmptyCard
        icon={<IconBuildingChurch aria-hidden />}
        title="You do not follow any organization yet"
        description="Follow a church or ministry from its page to find it here."
      />
    );
  }
  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await query.fetchMore({
        variables: { cursor: page.cursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          followings: { ...fetchMoreResult.followings, results: [...previous.followings.results, ...fetchMoreResult.followings.results] },
        }),
      });
    } catch (failure) {
      toastError(summarizeError(failure as Error).message ?? 'We could not load more organizations.');
    } finally {
      setLoadingMore(false);
    }
  };
  return (
    <Stack gap="sm">
      <OrganizationList label="Organizations I follow">
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
