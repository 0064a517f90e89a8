import { useQuery } from '@apollo/client/react';
import { Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { FeedPostByIdDocument } from '../../__generated__/graphql/graphql.ts';
import { errorCode, summarizeError } from '../../lib/apollo/transport-errors.ts';
import { displayName } from '../../lib/format/names.ts';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { NotFoundPage } from '../../lib/ui/not-found-page.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { useViewer } from '../auth/session.ts';
import { PostCard } from './post-card.tsx';

/**
 * One post on its own page (/posts/$id), where notifications of comments, reactions and mentions
 * lead: the post with its reactions and its comments open. A post the viewer may not see (or one
 * deleted, hidden or removed) is "not found"; a deleted post leaves for the feed.
 */
export function PostPage({ id }: { id: string }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(FeedPostByIdDocument, { variables: { id } });
  const post = data?.newsFeedPost;
  if (!post) {
    if (loading) return <ListSkeleton rows={1} />;
    const code = errorCode(error);
    if (error && code !== 'NOT_FOUND' && code !== 'BAD_USER_INPUT') {
      return <LoadError message={summarizeError(error).message ?? 'We could not load this post.'} onRetry={() => void refetch()} />;
    }
    return <NotFoundPage what="post" />;
  }
  return (
    <>
      <PageHeader title={`Post by ${displayName(post.user)}`} />
      <Stack maw={720}>
        <PostCard post={post} viewerId={viewer?.id} standalone onDeleted={() => void navigate({ to: '/feed' })} />
      </Stack>
    </>
  );
}
