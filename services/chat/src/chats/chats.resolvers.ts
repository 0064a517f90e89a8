import { badInput, commonResolvers, type RequestContext, type Resolvers } from '@koinonia/kit';
import type { Chat, ChatParticipant } from './chat.entity.ts';
import * as chats from './chats.service.ts';

const userRef = (id: string) => ({ __typename: 'User', id });

export function chatsResolvers(): Resolvers {
  return {
    ...commonResolvers,
    Query: {
      chat: (_: unknown, args: unknown, ctx: RequestContext) => chats.findChat(ctx, args),
      chats: (_: unknown, args: unknown, ctx: RequestContext) => chats.listChats(ctx, args),
    },
    Mutation: {
      chat: (_: unknown, args: Record<string, unknown>, ctx: RequestContext) => {
        const { mutationType, ...input } = args;
        switch (mutationType) {
          case 'ADD':
            return chats.addChat(ctx, input);
          case 'EDIT':
            return chats.editChat(ctx, input);
          case 'DELETE':
            return chats.deleteChat(ctx, input);
          default:
            throw badInput([{ path: 'mutationType', message: 'must be ADD, EDIT or DELETE' }]);
        }
      },
    },
    Chat: {
      __resolveReference: (ref: { id: string }, ctx: RequestContext) => chats.resolveChatReference(ctx, ref),
      creator: (chat: Chat) => userRef(chat.creatorId),
      participants: (chat: Chat, _: unknown, ctx: RequestContext) => chats.participantsOf(ctx, chat),
    },
    ChatParticipant: {
      user: (participant: ChatParticipant) => userRef(participant.userId),
    },
  };
}
