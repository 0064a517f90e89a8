import { useQuery } from '@apollo/client/react';
import { Button, Card, EmptyState, Stack } from '@mantine/core';
import { IconPray } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { PrayerWallDocument, type PrayerFilter } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastError } from '../../lib/ui/toasts.ts';
import classes from '../feed/feed.module.css';
import { PrayerCard } from './prayer-card.tsx';

/**
 * Prayer requests, newest first, with "load more": the prayer wall (no `groupId`) or a group's
 * prayers, under one filter. Skeletons while loading, an empty state, an error with a retry.
 * Needs Apollo Client: render it inside a DataGate.
 */
export function PrayerList({ groupId, filter = 'ALL', empty, label = 'Prayer requests' }: { groupId?: string; filter?: PrayerFilter; empty?: ReactNode; label?: string }) {
  const query = useQuery(PrayerWallDocument, { variables: { groupId: groupId ?? null, filter } });
  const [loadingMore, setLoadingMore] = useState(false);
  const page = query.data?.prayers;

  const loadMore = async () => {
    if (!page?.cursor) return;
    setLoadingMore(true);
    try {
      await query.fetchMore({
        variables: { cursor: page.cursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          prayers: { ...fetchMoreResult.prayers, results: [...previous.prayers.results, ...fetchMoreResult.prayers.results] },
        }),
      });
    } catch (failure) {
      toastError(summarizeError(failure as Error).message ?? 'We could not load more prayer requests.');
    } finally {
      setLoadingMore(false);
    }
  };

  if (!page) {
    return query.loading ? (
      <ListSkeleton rows={3} />
    ) : (
      <LoadError message={summarizeError(query.error).message ?? 'We could not load the prayer requests.'} onRetry={() => void query.refetch()} />
    );
  }
  if (page.results.length === 0) {
    return (
      empty ?? (
        <Card withBorder radius="lg" padding="xl">
          <EmptyState variant="light" icon={<IconPray aria-hidden />} title="No prayer requests yet" description="Prayer requests appear here as soon as someone shares one." />
        </Card>
      )
    );
  }
  return (
    <Stack gap="md">
      <Stack component="ul" gap="md" className={classes.list} aria-label={label}>
        {page.results.map((prayer) => (
          <li key={prayer.id}>
            <PrayerCard prayer={prayer} />
          </li>
        ))}
      </Stack>
      {page.hasNextPage ? (
        <Button variant="default" onClick={() => void loadMore()} loading={loadingMore} style={{ alignSelf: 'center' }}>
          Load more requests
        </Button>
      ) : null}
    </Stack>
  );
}
