import { useApolloClient } from '@apollo/client/react';
import { Button, Group, Text } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconBulb, IconBulbFilled, IconPray, IconThumbUp, IconThumbUpFilled, type Icon } from '@tabler/icons-react';
import { useState } from 'react';
import { FeedChangePostReactionDocument, type FeedPostFragment, type ReactionName } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { announce } from '../../lib/ui/announcer.tsx';
import { toastError } from '../../lib/ui/toasts.ts';
import { POST_REACTIONS, reactionOf } from './reactions.ts';

const ICONS: Partial<Record<ReactionName, [Icon, Icon]>> = {
  LIKE: [IconThumbUp, IconThumbUpFilled],
  FAVORITE: [IconHeart, IconHeartFilled],
  HELPFUL: [IconBulb, IconBulbFilled],
  PRAYING: [IconPray, IconPray],
};

/**
 * A post's reactions: one toggle button per name (aria-pressed), with its count. The counts and the
 * viewer's own come with the post (a page of posts is one request); pressing adds the viewer's
 * reaction or takes it back, and the server's answer replaces them in the post's cache entry.
 */
export function PostReactions({ post, authorName }: { post: Pick<FeedPostFragment, '__typename' | 'id' | 'reactionCounts' | 'viewerReactions'>; authorName: string }) {
  const client = useApolloClient();
  const [change] = useDataMutation(FeedChangePostReactionDocument);
  const [busy, setBusy] = useState<ReactionName | null>(null);

  const toggle = async (name: ReactionName, label: string, pressed: boolean) => {
    setBusy(name);
    const result = await change({ variables: { name, newsFeedPostId: post.id, mutationType: pressed ? 'DELETE' : 'ADD' } });
    setBusy(null);
    if (!result.data) {
      toastError(summarizeError(result.error).message ?? 'Your reaction could not be saved. Please try again.');
      return;
    }
    const summaries = result.data.reaction;
    client.cache.modify({
      id: client.cache.identify({ __typename: 'NewsFeedPost', id: post.id }),
      fields: {
        reactionCounts: () => summaries.filter((entry) => entry.count > 0).map(({ name: each, count }) => ({ __typename: 'ReactionCount' as const, name: each, count })),
        viewerReactions: () => summaries.filter((entry) => entry.viewerHasReacted).map((entry) => entry.name),
      },
    });
    announce(pressed ? `${label} taken back.` : `${label}: reaction added to ${authorName}'s post.`);
  };

  return (
    <Group gap={6} wrap="wrap" role="group" aria-label="Reactions">
      {POST_REACTIONS.map(({ name, label }) => {
        const { count, pressed } = reactionOf(post.reactionCounts, post.viewerReactions, name);
        const [Outline, Filled] = ICONS[name] ?? [IconThumbUp, IconThumbUpFilled];
        const Shown = pressed ? Filled : Outline;
        return (
          <Button
            key={name}
            size="compact-sm"
            radius="xl"
            variant={pressed ? 'light' : 'subtle'}
            color={pressed ? 'koinonia' : 'gray'}
            leftSection={<Shown size={16} aria-hidden />}
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
