import { dispatchMutationType, userReference, type RateLimit } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import type { ChatLive } from '../live/chat-live.ts';
import { thenPublish } from '../live/live-publish.ts';
import { addParticipant } from './add-participant.use-case.ts';
import { addModerator, deleteModerator, editModerator } from './moderator.use-cases.ts';
import { moderatorsByChat } from './participant.repository.ts';
import { listChatsOfUser, listModerators, listParticipants } from './participants.queries.ts';
import { removeParticipant } from './remove-participant.use-case.ts';

export function participantsResolvers(live: ChatLive, participantLimit: RateLimit) {
  return {
    Query: {
      chatParticipants: (_, args, ctx) => listParticipants(ctx, args),
      chatModerators: (_, args, ctx) => listModerators(ctx, args),
      getChatsByUserId: (_, args, ctx) => listChatsOfUser(ctx, args),
    },
    Mutation: {
      chatParticipant: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => thenPublish(ctx, live, addParticipant.run(ctx, input, { participantLimit }), 'participant.joined', (p) => p.chatId),
          // The one who left hears it too, which ends their subscriptions to the chat.
          DELETE: (input) =>
            thenPublish(ctx, live, removeParticipant.run(ctx, input), 'participant.left', (p) => p.chatId, (p) => [p.userId]),
        }),
      chatModerator: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => addModerator.run(ctx, input),
          EDIT: (input) => editModerator.run(ctx, input),
          DELETE: (input) => deleteModerator.run(ctx, input),
        }),
    },
    Chat: {
      moderators: (chat, _, ctx) => moderatorsByChat(ctx).load(chat.id),
    },
    ChatModerator: {
      user: (moderator) => userReference(moderator.userId),
      grantedBy: (moderator) => userReference(moderator.grantedById),
    },
  } satisfies Resolvers;
}
