import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Group, Text } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconBulb, IconBulbFilled, IconPray, IconThumbUp, IconThumbUpFilled, type Icon } from '@tabler/icons-react';
import { useState } from 'react';
import { FeedChangePostReactionDocument, FeedPostReactionsDocument, type ReactionName } from '../../__generated__/graphql/graphql.ts';
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
 * A post's reactions: one toggle button per name (aria-pressed), with its count. Pressing adds
 * the viewer's reaction or takes it back; the counts are the server's answer.
 */
export function PostReactions({ postId, authorName }: { postId: string; authorName: string }) {
  const client = useApolloClient();
  const { data } = useQuery(FeedPostReactionsDocument, { variables: { newsFeedPostId: postId } });
  const [change] = useDataMutation(FeedChangePostReactionDocument);
  const [busy, setBusy] = useState<ReactionName | null>(null);
  const summaries = data?.reactions;

  const toggle = async (name: ReactionName, label: string, pressed: boolean) => {
    setBusy(name);
    const result = await change({ variables: { name, newsFeedPostId: postId, mutationType: pressed ? 'DELETE' : 'ADD' } });
    setBusy(null);
    if (!result.data) {
      toastError(summarizeError(result.error).message ?? 'Your reaction could not be saved. Please try again.');
      return;
    }
    client.writeQuery({ query: FeedPostReactionsDocument, variables: { newsFeedPostId: postId }, data: { __typename: 'Query', reactions: result.data.reaction } });
    announce(pressed ? `${label} taken back.` : `${label}: reaction added to ${authorName}'s post.`);
  };

  return (
    <Group gap={6} wrap="wrap" role="group" aria-label="Reactions">
      {POST_REACTIONS.map(({ name, label }) => {
        const { count, pressed } = reactionOf(summaries, name);
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
            disabled={summaries === undefined}
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
