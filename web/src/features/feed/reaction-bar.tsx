import { useApolloClient } from '@apollo/client/react';
import { Button, Group, Text, type MantineSize } from '@mantine/core';
import {
  IconBulb,
  IconBulbFilled,
  IconHeart,
  IconHeartFilled,
  IconPray,
  IconThumbDown,
  IconThumbDownFilled,
  IconThumbUp,
  IconThumbUpFilled,
  type Icon,
} from '@tabler/icons-react';
import { useState } from 'react';
import {
  FeedChangeCommentReactionDocument,
  FeedChangePostReactionDocument,
  type FeedPostFragment,
  type FeedCommentFragment,
  type ReactionName,
} from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { announce } from '../../lib/ui/announcer.tsx';
import { toastError } from '../../lib/ui/toasts.ts';
import { COMMENT_REACTIONS, POST_REACTIONS, reactionOf, type ReactionChoice, type ReactionCount } from './reactions.ts';

const ICONS: Partial<Record<ReactionName, [Icon, Icon]>> = {
  LIKE: [IconThumbUp, IconThumbUpFilled],
  FAVORITE: [IconHeart, IconHeartFilled],
  HELPFUL: [IconBulb, IconBulbFilled],
  UNHELPFUL: [IconThumbDown, IconThumbDownFilled],
  PRAYING: [IconPray, IconPray],
};

/** What the server answers for a target's reactions after a change. */
interface Summary {
  name: ReactionName;
  count: number;
  viewerHasReacted: boolean;
}

/** The cache fields of a target's reactions, from the server's answer. */
const reactionFields = (summaries: readonly Summary[]) => ({
  reactionCounts: () => summaries.filter((entry) => entry.count > 0).map(({ name, count }) => ({ __typename: 'ReactionCount' as const, name, count })),
  viewerReactions: () => summaries.filter((entry) => entry.viewerHasReacted).map((entry) => entry.name),
});

/**
 * One toggle button per name (aria-pressed) with its count. `change` sends the viewer's reaction or
 * takes it back and answers whether it worked; the buttons show the target's counts as given.
 */
function ReactionButtons({
  choices,
  counts,
  mine,
  size,
  change,
}: {
  choices: readonly ReactionChoice[];
  counts: readonly ReactionCount[];
  mine: readonly ReactionName[];
  size: MantineSize;
  change: (name: ReactionName, label: string, pressed: boolean) => Promise<void>;
}) {
  const [busy, setBusy] = useState<ReactionName | null>(null);
  const toggle = async (name: ReactionName, label: string, pressed: boolean) => {
    setBusy(name);
    await change(name, label, pressed);
    setBusy(null);
  };
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label="Reactions">
      {choices.map(({ name, label }) => {
        const { count, pressed } = reactionOf(counts, mine, name);
        const [Outline, Filled] = ICONS[name] ?? [IconThumbUp, IconThumbUpFilled];
        const Shown = pressed ? Filled : Outline;
        return (
          <Button
            key={name}
            size={`compact-${size}`}
            radius="xl"
            variant={pressed ? 'light' : 'subtle'}
            color={pressed ? 'koinonia' : 'gray'}
            leftSection={<Shown size={size === 'xs' ? 14 : 16} aria-hidden />}
            aria-pressed={pressed}
            loading={busy === name}
            onClick={() => void toggle(name, label, pressed)}
          >
            {label}
            {count > 0 ? (
              <Text component="span" inherit fw={700} ml={6}>
                {count}
              </Text>
            ) : null}
          </Button>
        );
      })}
    </Group>
  );
}

/**
 * A post's reactions. The counts and the viewer's own come with the post (a page of posts is one
 * request); the server's answer to a change replaces them in the post's cache entry.
 */
export function PostReactions({ post, authorName }: { post: Pick<FeedPostFragment, '__typename' | 'id' | 'reactionCounts' | 'viewerReactions'>; authorName: string }) {
  const client = useApolloClient();
  const [send] = useDataMutation(FeedChangePostReactionDocument);
  const change = async (name: ReactionName, label: string, pressed: boolean) => {
    const result = await send({ variables: { name, newsFeedPostId: post.id, mutationType: pressed ? 'DELETE' : 'ADD' } });
    if (!result.data) return toastError(summarizeError(result.error).message ?? 'Your reaction could not be saved. Please try again.');
    client.cache.modify({ id: client.cache.identify({ __typename: 'NewsFeedPost', id: post.id }), fields: reactionFields(result.data.reaction) });
    announce(pressed ? `${label} taken back.` : `${label}: reaction added to ${authorName}'s post.`);
  };
  return <ReactionButtons choices={POST_REACTIONS} counts={post.reactionCounts} mine={post.viewerReactions} size="sm" change={change} />;
}

/** A comment's reactions, counted by name as a post's are. */
export function CommentReactions({ comment, authorName }: { comment: Pick<FeedCommentFragment, 'id' | 'reactionCounts' | 'viewerReactions'>; authorName: string }) {
  const client = useApolloClient();
  const [send] = useDataMutation(FeedChangeCommentReactionDocument);
  const change = async (name: ReactionName, label: string, pressed: boolean) => {
    const result = await send({ variables: { name, commentId: comment.id, mutationType: pressed ? 'DELETE' : 'ADD' } });
    if (!result.data) return toastError(summarizeError(result.error).message ?? 'Your reaction could not be saved. Please try again.');
    client.cache.modify({ id: client.cache.identify({ __typename: 'Comment', id: comment.id }), fields: reactionFields(result.data.reaction) });
    announce(pressed ? `${label} taken back.` : `${label}: reaction added to ${authorName}'s comment.`);
  };
  return <ReactionButtons choices={COMMENT_REACTIONS} counts={comment.reactionCounts} mine={comment.viewerReactions} size="xs" change={change} />;
}
