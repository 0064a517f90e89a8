import { useQuery, useSubscription } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  ChatMessageDeletedDocument,
  ChatMessageUpdatedDocument,
  ChatMessagesDocument,
  ChatNewMessageDocument,
  ChatReactionAddedDocument,
  ChatReactionRemovedDocument,
  type ChatMessageItemFragment,
  type ChatReactionFragment,
} from '../../__generated__/graphql/graphql.ts';
import { announce } from '../../lib/ui/announcer.tsx';
import { displayName } from '../../lib/format/names.ts';
import { mergeNewestFirst } from './chat-rules.ts';

/**
 * A chat's messages kept live: the newest page, older pages on demand, and the chat's
 * subscriptions. Edits and deletions arrive as whole messages the cache merges by id; new
 * messages and reactions are added to the lists they belong to. Others' new messages are
 * announced in the page's live region.
 */
export function useLiveMessages(chatId: string, viewerId: string | undefined) {
  const query = useQuery(ChatMessagesDocument, { variables: { chatId } });
  const { updateQuery } = query;

  // Changes the loaded messages when the page is whole in the cache (else the next fetch has them).
  const change = useCallback(
    (map: (messages: ChatMessageItemFragment[]) => ChatMessageItemFragment[]) =>
      updateQuery((_, { complete, previousData }) =>
        complete ? { ...previousData, chatMessages: { ...previousData.chatMessages, results: map(previousData.chatMessages.results) } } : undefined,
      ),
    [updateQuery],
  );

  const add = useCallback((messages: ChatMessageItemFragment[]) => change((current) => mergeNewestFirst(current, messages)), [change]);

  const react = useCallback(
    (reaction: ChatReactionFragment, added: boolean) =>
      change((current) =>
        current.map((message) => {
          if (message.id !== reaction.messageId) return message;
          const rest = message.reactions.filter((existing) => !(existing.userId === reaction.userId && existing.emoji === reaction.emoji));
          return { ...message, reactions: added ? [...rest, reaction] : rest };
        }),
      ),
    [change],
  );

  useSubscription(ChatNewMessageDocument, {
    variables: { chatId },
    onData: ({ data }) => {
      const message = data.data?.newChatMessage;
      if (!message) return;
      add([message]);
      if (message.senderId !== viewerId) announce(`New message from ${displayName(message.sender)}: ${message.content ?? 'an attachment'}`);
    },
  });
  useSubscription(ChatMessageUpdatedDocument, { variables: { chatId } });
  useSubscription(ChatMessageDeletedDocument, { variables: { chatId } });
  useSubscription(ChatReactionAddedDocument, {
    variables: { chatId },
    onData: ({ data }) => data.data && react(data.data.newMessageReaction, true),
  });
  useSubscription(ChatReactionRemovedDocument, {
    variables: { chatId },
    onData: ({ data }) => data.data && react(data.data.messageReactionRemoved, false),
  });

  const loadOlder = useCallback(async () => {
    const page = query.data?.chatMessages;
    if (!page?.hasNextPage) return;
    await query.fetchMore({
      variables: { cursor: page.cursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        ...previous,
        chatMessages: {
          ...fetchMoreResult.chatMessages,
          results: mergeNewestFirst(previous.chatMessages.results, fetchMoreResult.chatMessages.results),
        },
      }),
    });
  }, [query]);

  return { query, add, react, loadOlder };
}
