import { z } from 'zod';
import { parseInput, rules, userReference, type RequestContext } from '@koinonia/kit';
import type { QueryChatMessageReactionsArgs, Resolvers } from '../__generated__/resolvers.ts';
import type { ChatLive } from '../live/chat-live.ts';
import { thenPublish } from '../live/live-publish.ts';
import { requireVisibleMessage } from '../messages/messages.queries.ts';
import type { ChatMessageReaction } from './reaction.entity.ts';
import { reactionsByMessage } from './reaction.repository.ts';
import { reactToMessage, removeReaction } from './reactions.use-cases.ts';

/** A message's reactions, for the active participants of its chat. */
async function listReactions(ctx: RequestContext, args: QueryChatMessageReactionsArgs): Promise<ChatMessageReaction[]> {
  const input = parseInput(z.object({ messageId: rules.id() }), args);
  const message = await requireVisibleMessage(ctx, input.messageId);
  return message.isDeleted ? [] : reactionsByMessage(ctx).load(message.id);
}

export function reactionsResolvers(live: ChatLive) {
  return {
    Query: {
      chatMessageReactions: (_, args, ctx) => listReactions(ctx, args),
    },
    Mutation: {
      reactToMessage: (_, args, ctx) => thenPublish(ctx, live, reactToMessage.run(ctx, args), 'reaction.added', (r) => r.chatId),
      removeReaction: (_, args, ctx) => thenPublish(ctx, live, removeReaction.run(ctx, args), 'reaction.removed', (r) => r.chatId),
    },
    ChatMessage: {
      reactions: (message, _, ctx) => (message.isDeleted ? [] : reactionsByMessage(ctx).load(message.id)),
    },
    ChatMessageReaction: {
      user: (reaction) => userReference(reaction.userId),
    },
  } satisfies Resolvers;
}
