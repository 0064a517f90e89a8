import { useApolloClient } from '@apollo/client/react';
import { Badge, Button, Card, Group, Stack } from '@mantine/core';
import { IconMessageCircle, IconPencil, IconPin, IconPinnedOff } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { FeedDeletePostDocument, type FeedPostFragment } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { formatCountOf } from '../../lib/format/counts.ts';
import { ButtonLink } from '../../lib/ui/links.tsx';
import { displayName } from '../../lib/format/names.ts';
import { announce } from '../../lib/ui/announcer.tsx';
import { toastError, toastSuccess } from '../../lib/ui/toasts.ts';
import { ConfirmButton } from '../../lib/ui/confirm-button.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { AuthorLine } from './feed-author.tsx';
import classes from './feed.module.css';
import { PostBody } from './post-body.tsx';
import { PostReactions } from './reaction-bar.tsx';
import { ReportButton } from './report-button.tsx';

// A post's comments and its author's edit form download when opened: a feed of posts needs neither.
const CommentThread = lazy(() => import('./comment-thread.tsx').then((module) => ({ default: module.CommentThread })));
const EditPostForm = lazy(() => import('./edit-post-form.tsx').then((module) => ({ default: module.EditPostForm })));

/**
 * One post: author (a link to their profile), time, "Edited", body, image, reactions, and its
 * comments behind a toggle. The author edits and deletes it (after a confirmation); other members
 * report it. In a group's feed the pinned post says so, and the group's admins pin or unpin
 * (`onPin`, given to admins only). On the post's own page (`standalone`) its comments show at once,
 * its author's name is the heading under the page's, and a deleted post leaves the page (`onDeleted`).
 */
export function PostCard({
  post,
  viewerId,
  pinned = false,
  onPin,
  standalone = false,
  onDeleted,
}: {
  post: FeedPostFragment;
  viewerId: string | undefined;
  pinned?: boolean;
  onPin?: (pin: boolean) => void;
  standalone?: boolean;
  onDeleted?: () => void;
}) {
  const client = useApolloClient();
  const [editing, setEditing] = useState(false);
  const [showComments, setShowComments] = useState(standalone);
  const [remove, { loading: removing }] = useDataMutation(FeedDeletePostDocument);
  const commentsId = useId();
  const mine = viewerId !== undefined && post.user.id === viewerId;
  const name = displayName(post.user);
  const imageSrc = post.image?.cardUrl ?? post.image?.url ?? post.imageUrl;

  const deletePost = async () => {
    const { data, error } = await remove({ variables: { id: post.id } });
    if (!data?.newsFeedPost) {
      toastError(summarizeError(error).message ?? 'Your post could not be deleted. Please try again.');
      return;
    }
    client.cache.evict({ id: client.cache.identify(post) });
    client.cache.gc();
    // The post and its buttons are gone: focus goes back to the page's heading.
    document.querySelector<HTMLElement>('main h1')?.focus();
    toastSuccess('Your post was deleted.');
    announce('Your post was deleted.');
    onDeleted?.();
  };

  const countChanged = (delta: number) => {
    client.cache.modify({ id: client.cache.identify(post), fields: { commentsCount: (count: number) => Math.max(0, count + delta) } });
  };

  return (
    <Card component="article" withBorder radius="lg" padding="md" aria-label={`Post by ${name}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <AuthorLine
            author={post.user}
            createdAt={post.createdAt}
            edited={post.isEdited}
            headingLevel={standalone ? 2 : 3}
            extra={
              <>
                {pinned ? (
                  <Badge size="xs" variant="light" color="koinonia" leftSection={<IconPin size={10} aria-hidden />}>
                    Pinned
                  </Badge>
                ) : null}
                {post.status !== 'APPROVED' ? <Badge size="xs" variant="light" color="gray">{post.status === 'PENDING' ? 'Awaiting review' : 'Hidden'}</Badge> : null}
              </>
            }
          />
          <Group gap={4} wrap="wrap" justify="flex-end">
            {onPin && !editing ? (
              <Button size="xs" variant="subtle" color="gray" leftSection={pinned ? <IconPinnedOff size={14} aria-hidden /> : <IconPin size={14} aria-hidden />} onClick={() => onPin(!pinned)}>
                {pinned ? 'Unpin' : 'Pin'}
              </Button>
            ) : null}
            {viewerId !== undefined && !mine ? <ReportButton contentType="POST" contentId={post.id} /> : null}
            {mine && !editing ? (
              <>
                <Button size="xs" variant="subtle" color="gray" leftSection={<IconPencil size={14} aria-hidden />} onClick={() => setEditing(true)}>
                  Edit
                </Button>
                <ConfirmButton size="xs" variant="light" color="red" question="Delete this post? Its comments and reactions go too. This cannot be undone." confirmLabel="Delete post" onConfirm={() => void deletePost()} disabled={removing}>
                  Delete
                </ConfirmButton>
              </>
            ) : null}
          </Group>
        </Group>
        {editing ? (
          <Suspense fallback={<PostBody html={post.body} />}>
            <EditPostForm
              post={post}
              onDone={(saved) => {
                setEditing(false);
                if (saved) announce('Your post was saved.');
              }}
            />
          </Suspense>
        ) : (
          <PostBody html={post.body} />
        )}
        {imageSrc ? <img className={classes.image} src={imageSrc} alt={`Image shared by ${name}`} loading="lazy" width={post.image?.width ?? undefined} height={post.image?.height ?? undefined} /> : null}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <PostReactions post={post} authorName={name} />
          <Group gap={4} wrap="wrap">
            {standalone ? null : (
              <ButtonLink to="/posts/$id" params={{ id: post.id }} size="compact-sm" variant="subtle" color="gray" aria-label="Open this post">
                Open
              </ButtonLink>
            )}
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              leftSection={<IconMessageCircle size={16} aria-hidden />}
              aria-expanded={showComments}
              aria-controls={commentsId}
              onClick={() => setShowComments((open) => !open)}
            >
              {post.commentsCount > 0 ? formatCountOf(post.commentsCount, 'comment') : 'Comments'}
            </Button>
          </Group>
        </Group>
        <div id={commentsId} hidden={!showComments}>
          {showComments ? (
            <Suspense fallback={<ListSkeleton rows={1} />}>
              <CommentThread target={{ newsFeedPostId: post.id }} canComment={viewerId !== undefined} closedNotice="Sign in to comment." onCountChange={countChanged} />
            </Suspense>
          ) : null}
        </div>
      </Stack>
    </Card>
  );
}
