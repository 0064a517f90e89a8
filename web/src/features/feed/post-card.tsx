import { useApolloClient } from '@apollo/client/react';
import { Badge, Button, Card, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMessageCircle, IconPencil, IconPin, IconPinnedOff } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { FeedDeletePostDocument, FeedEditPostDocument, type FeedPostFragment } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { formatCountOf } from '../../lib/format/counts.ts';
import { ButtonLink } from '../../lib/ui/links.tsx';
import { displayName } from '../../lib/format/names.ts';
import { announce } from '../../lib/ui/announcer.tsx';
import { FormAlert, focusFirstError, showServerErrors } from '../../lib/ui/form-errors.tsx';
import { toastError, toastSuccess } from '../../lib/ui/toasts.ts';
import { ConfirmButton } from '../../lib/ui/confirm-button.tsx';
import { CommentThread } from './comment-thread.tsx';
import { AuthorLine } from './feed-author.tsx';
import classes from './feed.module.css';
import { PostBody } from './post-body.tsx';
import { postErrors } from './post-form.ts';
import { PostReactions } from './reaction-bar.tsx';
import { ReportButton } from './report-button.tsx';
import { bodyToText } from './safe-html.ts';

const FIELDS = ['body'] as const;

/** The author's edit of a post's text (the image stays). */
function EditPostForm({ post, onDone }: { post: FeedPostFragment; onDone: (saved: boolean) => void }) {
  const [edit, { loading }] = useDataMutation(FeedEditPostDocument);
  const [alert, setAlert] = useState<string | null>(null);
  const hasImage = Boolean(post.image ?? post.imageUrl);
  const form = useForm({
    mode: 'controlled',
    initialValues: { body: bodyToText(post.body) },
    validate: (values) => postErrors(values.body, hasImage),
  });
  useEffect(() => {
    form.getInputNode('body')?.focus();
    // Only when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const submit = form.onSubmit(
    async ({ body }) => {
      setAlert(null);
      const { data, error } = await edit({ variables: { id: post.id, body: body.trim() } });
      if (data?.newsFeedPost) return onDone(true);
      setAlert(showServerErrors(form, error, FIELDS));
    },
    (errors) => focusFirstError(form, errors, FIELDS),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <FormAlert message={alert} title="We could not save your post" />
        <Textarea label="Edit your post" autosize minRows={3} maxRows={14} {...form.getInputProps('body')} />
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="default" onClick={() => onDone(false)}>
            Cancel
          </Button>
          <Button size="xs" type="submit" loading={loading}>
            Save post
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

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
          <EditPostForm
            post={post}
            onDone={(saved) => {
              setEditing(false);
              if (saved) announce('Your post was saved.');
            }}
          />
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
          {showComments ? <CommentThread target={{ newsFeedPostId: post.id }} canComment={viewerId !== undefined} closedNotice="Sign in to comment." onCountChange={countChanged} /> : null}
        </div>
      </Stack>
    </Card>
  );
}
