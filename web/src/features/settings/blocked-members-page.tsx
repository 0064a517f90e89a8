import { Button, Card, EmptyState, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { MyBlocksDocument, UnblockProfileDocument, type MyBlocksQuery } from '../../__generated__/graphql/graphql.ts';
import { formatCountOf } from '../../lib/format/counts.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { displayName } from '../../lib/format/names.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { DataGate, LoadError } from '../../lib/ui/data-gate.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastError, toastSuccess } from '../../lib/ui/toasts.ts';
import { PeopleList, PersonRow } from '../people/person-row.tsx';
import { SettingsLayout } from './settings-layout.tsx';

type Block = MyBlocksQuery['blocks']['results'][number];

/** Settings → Blocked members: who the member blocked, newest first, with unblock. */
export function BlockedMembersPage() {
  return (
    <SettingsLayout title="Blocked members">
      <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="blocked-title">
        <Stack gap="md">
          <Stack gap={4}>
            <Text component="h2" fw={700} size="lg" id="blocked-title">
              Members you blocked
            </Text>
            <Text size="sm" c="dimmed">
              They cannot see your profile, find you in search or ask to connect. Unblocking lets them again; it does not bring back a
              connection.
            </Text>
          </Stack>
          <DataGate fallback={<ListSkeleton rows={2} />}>
            <BlockList />
          </DataGate>
        </Stack>
      </Card>
    </SettingsLayout>
  );
}

function BlockList() {
  const { data, loading, error, fetchMore, refetch } = useQuery(MyBlocksDocument);
  const [loadingMore, setLoadingMore] = useState(false);
  const page = data?.blocks;

  if (!page) {
    if (loading) return <ListSkeleton rows={2} />;
    return <LoadError message={summarizeError(error).message ?? 'We could not load your blocked members.'} onRetry={() => void refetch()} />;
  }
  if (page.results.length === 0) {
    return (
      <EmptyState
        variant="light"
        icon={<IconUserOff aria-hidden />}
        title="You have not blocked anyone"
        description="To block a member, open the menu on their row in people search or in My network."
      />
    );
  }

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { cursor: page.cursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          blocks: { ...fetchMoreResult.blocks, results: [...previous.blocks.results, ...fetchMoreResult.blocks.results] },
        }),
      });
    } catch (failure) {
      toastError(summarizeError(failure as Error).message ?? 'We could not load more.');
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" fw={600} role="status">
        {formatCountOf(page.totalCount, 'blocked member')}
      </Text>
      <PeopleList label="Blocked members">
        {page.results.map((block) => (
          <BlockRow key={block.id} block={block} onUnblocked={() => void refetch()} />
        ))}
      </PeopleList>
      {page.hasNextPage ? (
        <Button variant="default" onClick={() => void loadMore()} loading={loadingMore} style={{ alignSelf: 'center' }}>
          Load more
        </Button>
      ) : null}
    </Stack>
  );
}

function BlockRow({ block, onUnblocked }: { block: Block; onUnblocked: () => void }) {
  const [unblock, { loading }] = useDataMutation(UnblockProfileDocument);
  const name = displayName(block.blockedUser);
  const run = async () => {
    const { data, error } = await unblock({ variables: { profileId: block.blockedProfileId } });
    if (data?.unblockProfile === undefined) {
      toastError(summarizeError(error).message ?? 'We could not unblock this member. Please try again.');
      return;
    }
    toastSuccess(`${name} is unblocked.`);
    onUnblocked();
  };
  return (
    <PersonRow
      person={block.blockedUser}
      detail={
        <Text size="xs" c="dimmed">
          Blocked {formatDate(block.createdAt)}
          {block.reason ? ` · “${block.reason}”` : ''}
        </Text>
      }
      actions={
        <Button variant="default" size="xs" loading={loading} onClick={() => void run()} aria-label={`Unblock ${name}`}>
          Unblock
        </Button>
      }
    />
  );
}
