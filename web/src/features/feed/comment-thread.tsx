import { useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useId, useState } from 'react';
import {
  FeedAddCommentDocument,
  FeedCommentsDocument,
  FeedDeleteCommentDocument,
  FeedEditCommentDocument,
  type FeedCommentFragment,
} from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { formatCountOf } from '../../lib/format/counts.ts';
import { displayName } from '../../lib/format/names.ts';
import { announce } from '../../lib/ui/announcer.tsx';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { FormAlert, focusFirstError, showServerErrors } from '../../lib/ui/form-errors.tsx';
import { toastError } from '../../lib/ui/toasts.ts';
import { messages } from '../../lib/validation/rules.ts';
import { ConfirmButton } from '../../lib/ui/confirm-button.tsx';
import { useViewer } from '../auth/session.ts';
import { AuthorLine } from './feed-author.tsx';
import classes from './feed.module.css';
import { PostBody } from './post-body.tsx';
import { CommentReactions } from './reaction-bar.tsx';
import { bodyToText } from './safe-html.ts';
import { ReportButton } from './report-button.tsx';

export const COMMENT_MAX = 2000;

/** What a comment thread belongs to: a post or a prayer. */
export type CommentTarget = { newsFeedPostId: string; prayerId?: undefined } | { prayerId: string; newsFeedPostId?: undefined };

const FIELDS = ['body'] as const;

function commentErrors(body: string): { body?: string } {
  if (body.trim() === '') return { body: messages.required };
  if (body.trim().length > COMMENT_MAX) return { body: `must be at most ${COMMENT_MAX} characters` };
  return {};
}

/** Writes a new comment, or edits one (`comment`). */
function CommentForm({
  target,
  comment,
  onDone,
  onCancel,
  label,
}: {
  target: CommentTarget;
  comment?: FeedCommentFragment;
  onDone: (saved: FeedCommentFragment) => void;
  onCancel?: () => void;
  label: string;
}) {
  const [add, { loading: adding }] = useDataMutation(FeedAddCommentDocument);
  const [edit, { loading: editing }] = useDataMutation(FeedEditCommentDocument);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { body: comment ? bodyToText(comment.body) : '' },
    validate: (values) => commentErrors(values.body),
  });
  useEffect(() => {
    // An edit starts in its field.
    if (comment) form.getInputNode('body')?.focus();
    // Only when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const submit = form.onSubmit(
    async ({ body }) => {
      setAlert(null);
      const text = body.trim();
      if (comment) {
        const { data, error } = await edit({ variables: { id: comment.id, body: text } });
        if (data?.comment) return onDone(data.comment);
        setAlert(showServerErrors(form, error, FIELDS));
        return;
      }
      const { data, error } = await add({ variables: { body: text, ...target } });
      if (data?.comment) {
        form.reset();
        onDone(data.comment);
        return;
      }
      setAlert(showServerErrors(form, error, FIELDS));
    },
    (errors) => focusFirstError(form, errors, FIELDS),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <FormAlert message={alert} title={comment ? 'We could not save your comment' : 'We could not add your comment'} />
        <Textarea label={label} autosize minRows={comment ? 2 : 1} maxRows={8} {...form.getInputProps('body')} />
        <Group gap="xs" justify="flex-end">
          {onCancel ? (
            <Button size="xs" variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button size="xs" type="submit" loading={adding || editing}>
            {comment ? 'Save comment' : 'Add comment'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One comment: author, time, body; its reactions with their counts; edit and delete for its author. */
function CommentItem({ comment, viewerId, onDeleted }: { comment: FeedCommentFragment; viewerId: string | undefined; onDeleted: () => void }) {
  const [editing, setEditing] = useState(false);
  const [remove, { loading: removing }] = useDataMutation(FeedDeleteCommentDocument);
  const mine = viewerId !== undefined && comment.user.id === viewerId;
  const name = displayName(comment.user);

  const deleteComment = async () => {
    const { data, error } = await remove({ variables: { id: comment.id } });
    if (!data?.comment) return toastError(summarizeError(error).message ?? 'The comment could not be deleted.');
    announce('Comment deleted.');
    onDeleted();
  };

  return (
    <Stack component="li" gap={6}>
      <AuthorLine author={comment.user} createdAt={comment.createdAt} edited={comment.isEdited} size={32} />
      {editing ? (
        <CommentForm
          target={comment.prayerId ? { prayerId: comment.prayerId } : { newsFeedPostId: comment.newsFeedPostId ?? '' }}
          comment={comment}
          label="Edit your comment"
          onCancel={() => setEditing(false)}
          onDone={() => {
            setEditing(false);
            announce('Comment saved.');
          }}
        />
      ) : (
        <PostBody html={comment.body} />
      )}
      {!editing ? (
        <Group gap="xs" wrap="wrap">
          <CommentReactions comment={comment} authorName={name} />
          {mine ? (
            <>
              <Button size="compact-xs" variant="subtle" color="gray" onClick={() => setEditing(true)}>
                Edit
              </Button>
              <ConfirmButton size="xs" variant="light" color="red" question="Delete this comment? This cannot be undone." confirmLabel="Delete comment" onConfirm={() => void deleteComment()} disabled={removing}>
                Delete
              </ConfirmButton>
            </>
          ) : viewerId !== undefined ? (
            <ReportButton contentType="COMMENT" contentId={comment.id} />
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * The comments on a post or a prayer, oldest first, with "load more", and a form to add one when
 * `canComment`. `onCountChange` hears of comments added (+1) and deleted (-1).
 */
export function CommentThread({ target, canComment, closedNotice, onCountChange }: { target: CommentTarget; canComment: boolean; closedNotice?: string; onCountChange?: (delta: number) => void }) {
  const viewer = useViewer();
  const headingId = useId();
  const query = useQuery(FeedCommentsDocument, { variables: { ...target } });
  const [loadingMore, setLoadingMore] = useState(false);
  const page = query.data?.comments;

  const loadMore = async () => {
    if (!page) return;
    setLoadingMore(true);
    try {
      await query.fetchMore({
        variables: { cursor: page.cursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          comments: { ...fetchMoreResult.comments, results: [...previous.comments.results, ...fetchMoreResult.comments.results] },
        }),
      });
    } catch (failure) {
      toastError(summarizeError(failure as Error).message ?? 'We could not load more comments.');
    } finally {
      setLoadingMore(false);
    }
  };

  const changed = (delta: number) => {
    onCountChange?.(delta);
    void query.refetch();
  };

  return (
    <Stack gap="sm" className={classes.comments} component="section" aria-labelledby={headingId}>
      <Text component="h4" size="sm" fw={700} id={headingId} m={0}>
        {page ? (page.totalCount === 0 ? 'No comments yet' : formatCountOf(page.totalCount, 'comment')) : 'Comments'}
      </Text>
      {!page ? (
        query.loading ? (
          <Text size="sm" c="dimmed" aria-busy="true">
            Loading comments…
          </Text>
        ) : (
          <LoadError message={summarizeError(query.error).message ?? 'We could not load the comments.'} onRetry={() => void query.refetch()} />
        )
      ) : page.results.length > 0 ? (
        <Stack component="ul" gap="md" className={classes.list}>
          {page.results.map((comment) => (
            <CommentItem key={comment.id} comment={comment} viewerId={viewer?.id} onDeleted={() => changed(-1)} />
          ))}
        </Stack>
      ) : null}
      {page?.hasNextPage ? (
        <Button size="xs" variant="default" onClick={() => void loadMore()} loading={loadingMore} style={{ alignSelf: 'flex-start' }}>
          Load more comments
        </Button>
      ) : null}
      {canComment ? (
        <CommentForm
          target={target}
          label="Write a comment"
          onDone={() => {
            announce('Comment added.');
            changed(1);
          }}
        />
      ) : closedNotice ? (
        <Text size="sm" c="dimmed">
          {closedNotice}
        </Text>
      ) : null}
    </Stack>
  );
}
