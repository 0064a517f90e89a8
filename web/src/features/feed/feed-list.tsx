import { useQuery } from '@apollo/client/react';
import { Button, Card, EmptyState, Stack } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { FeedGroupPostsDocument, FeedPostsDocument, type FeedPostFragment, type FeedScope } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastError } from '../../lib/ui/toasts.ts';
import { useViewer } from '../auth/session.ts';
import classes from './feed.module.css';
import { PostCard } from './post-card.tsx';

interface Page {
  results: FeedPostFragment[];
  hasNextPage: boolean;
  cursor: string | null;
}

/** Posts with "load more": the home feed in one scope, or a group's feed (`groupId`). */
function usePostPages(scope: FeedScope, groupId: string | undefined) {
  const home = useQuery(FeedPostsDocument, { variables: { scope }, skip: groupId !== undefined });
  const group = useQuery(FeedGroupPostsDocument, { variables: { groupId: groupId ?? '' }, skip: groupId === undefined });
  const [loadingMore, setLoadingMore] = useState(false);
  const page: Page | undefined = groupId ? group.data?.groupFeedPosts : home.data?.newsFeedPosts;
  const active = groupId ? group : home;

  const loadMore = async () => {
    if (!page?.cursor) return;
    setLoadingMore(true);
    try {
      if (groupId) {
        await group.fetchMore({
          variables: { cursor: page.cursor },
          updateQuery: (previous, { fetchMoreResult }) => ({
            ...previous,
            groupFeedPosts: { ...fetchMoreResult.groupFeedPosts, results: [...previous.groupFeedPosts.results, ...fetchMoreResult.groupFeedPosts.results] },
          }),
        });
      } else {
        await home.fetchMore({
          variables: { cursor: page.cursor },
          updateQuery: (previous, { fetchMoreResult }) => ({
            ...previous,
            newsFeedPosts: { ...fetchMoreResult.newsFeedPosts, results: [...previous.newsFeedPosts.results, ...fetchMoreResult.newsFeedPosts.results] },
          }),
        });
      }
    } catch (failure) {
      toastError(summarizeError(failure as Error).message ?? 'We could not load more posts.');
    } finally {
      setLoadingMore(false);
    }
  };
  return { page, loading: active.loading, error: active.error, refetch: () => void active.refetch(), loadMore, loadingMore };
}

/**
 * A list of posts, newest first, with "load more", skeletons while loading, an empty state and an
 * error with a retry. The home feed passes `scope`; a group page passes `groupId` (and its own
 * empty state), its pinned post (`pinnedId`, which the API puts first) and, for its admins, `onPin`.
 * Needs Apollo Client: render it inside a DataGate.
 */
export function FeedList({
  scope = 'PUBLIC',
  groupId,
  empty,
  label = 'Posts',
  pinnedId,
  onPin,
}: {
  scope?: FeedScope;
  groupId?: string;
  empty?: ReactNode;
  label?: string;
  pinnedId?: string | null;
  onPin?: (postId: string, pin: boolean) => void;
}) {
  const viewer = useViewer();
  const { page, loading, error, refetch, loadMore, loadingMore } = usePostPages(scope, groupId);

  if (!page) {
    return loading ? <ListSkeleton rows={3} /> : <LoadError message={summarizeError(error).message ?? 'We could not load the posts.'} onRetry={refetch} />;
  }
  if (page.results.length === 0) {
    return (
      empty ?? (
        <Card withBorder radius="lg" padding="xl">
          <EmptyState variant="light" icon={<IconNews aria-hidden />} title="No posts yet" description="Posts appear here as soon as someone shares one." />
        </Card>
      )
    );
  }
  return (
    <Stack gap="md">
      <Stack component="ul" gap="md" className={classes.list} aria-label={label}>
        {page.results.map((post) => (
          <li key={post.id}>
            <PostCard post={post} viewerId={viewer?.id} pinned={post.id === pinnedId} onPin={onPin ? (pin) => onPin(post.id, pin) : undefined} />
          </li>
        ))}
      </Stack>
      {page.hasNextPage ? (
        <Button variant="default" onClick={() => void loadMore()} loading={loadingMore} style={{ alignSelf: 'center' }}>
          Load more posts
        </Button>
      ) : null}
    </Stack>
  );
}
