import type { RequestContext } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import type { ChatLive, LiveKind } from './chat-live.ts';
import { listen } from './live-subscribe.ts';

export function liveResolvers(live: ChatLive) {
  const field = <K extends LiveKind>(kind: K) => ({
    subscribe: (_: unknown, args: unknown, ctx: RequestContext) => listen(ctx, live, args, kind),
    // The event carries the changed row, from which its GraphQL type is resolved.
    resolve: <T>(payload: T): T => payload,
  });
  return {
    Subscription: {
      chatUpdated: field('chat.updated'),
      newChatMessage: field('message.sent'),
      chatParticipantJoined: field('participant.joined'),
      chatParticipantLeft: field('participant.left'),
      chatMessageUpdated: field('message.updated'),
      chatMessageDeleted: field('message.deleted'),
      newMessageReaction: field('reaction.added'),
      messageReactionRemoved: field('reaction.removed'),
      messageReadStatusUpdated: field('read-status.updated'),
    },
  } satisfies Resolvers;
}
