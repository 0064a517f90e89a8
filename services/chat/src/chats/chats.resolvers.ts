import { dispatchMutationType, userReference, type RateLimit } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import type { ChatLive } from '../live/chat-live.ts';
import { thenPublish } from '../live/live-publish.ts';
import { addChat } from './add-chat.use-case.ts';
import { participantsByChat } from './chat.repository.ts';
import { findChat, listChats, resolveChatReference } from './chats.queries.ts';
import { deleteChat } from './delete-chat.use-case.ts';
import { editChat } from './edit-chat.use-case.ts';

export function chatsResolvers(live: ChatLive, participantLimit: RateLimit) {
  return {
    Query: {
      chat: (_, args, ctx) => findChat(ctx, args),
      chats: (_, args, ctx) => listChats(ctx, args),
    },
    Mutation: {
      chat: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => addChat.run(ctx, input, { participantLimit }),
          EDIT: (input) => thenPublish(ctx, live, editChat.run(ctx, input), 'chat.updated', (chat) => chat.id),
          DELETE: (input) => thenPublish(ctx, live, deleteChat.run(ctx, input), 'chat.deleted', (chat) => chat.id),
        }),
    },
    Chat: {
      __resolveReference: (ref, ctx) => resolveChatReference(ctx, ref.id),
      creator: (chat) => userReference(chat.creatorId),
      participants: (chat, _, ctx) => participantsByChat(ctx).load(chat.id),
    },
    ChatParticipant: {
      user: (participant) => userReference(participant.userId),
    },
  } satisfies Resolvers;
}
