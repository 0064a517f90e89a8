import { commonResolvers, EventHandlers, type ServiceDefinition, type ServiceDeps, type SubgraphResolvers } from '@koinonia/kit';
import { createMediaEntities, createMediaSweeper, mediaMigrations, mediaTypeResolvers } from '@koinonia/kit/media';
import type { Resolvers } from './__generated__/resolvers.ts';
import { blocksMigrations, withBlockHandlers } from '@koinonia/kit/blocks';
import type { ChatConfig } from './config.ts';
import { ChatEntity, ChatParticipantEntity } from './chats/chat.entity.ts';
import { chatsResolvers } from './chats/chats.resolvers.ts';
import { chatLive, closeChatLive } from './live/chat-live.ts';
import { liveResolvers } from './live/live.resolvers.ts';
import { ChatMessageAttachmentEntity, ChatMessageEntity } from './messages/chat-message.entity.ts';
import { chatMedia } from './messages/chat-media.ts';
import { messagesResolvers } from './messages/messages.resolvers.ts';
import { moderationHandlers } from './messages/moderation.handlers.ts';
import { ChatInitial } from './migrations/0001-chat.ts';
import { ChatModeratorsBlocks } from './migrations/0002-moderators-blocks.ts';
import { ChatMessages } from './migrations/0003-messages.ts';
import { ChatReactionsReadStatus } from './migrations/0004-reactions-read-status.ts';
import { ChatRooms } from './migrations/0005-rooms.ts';
import { ChatMessageReports } from './migrations/0006-message-reports.ts';
import { ChatMemberBlocks } from './migrations/0007-member-blocks.ts';
import { ChatPeople } from './migrations/0008-people.ts';
import { createParticipantLimit } from './participants/participant-rules.ts';
import { withPeopleHandlers } from './people/people.handlers.ts';
import { ChatModeratorEntity } from './participants/chat-moderator.entity.ts';
import { participantsResolvers } from './participants/participants.resolvers.ts';
import { ChatMessageReactionEntity } from './reactions/reaction.entity.ts';
import { reactionsResolvers } from './reactions/reactions.resolvers.ts';
import { ChatMemberSettingEntity, ChatReadStatusEntity } from './read-status/read-status.entity.ts';
import { readStatusResolvers } from './read-status/read-status.resolvers.ts';
import { roomsHandlers } from './rooms/rooms.handlers.ts';
import { typeDefs } from './schema.ts';

function chatResolvers({ config, logger, rateLimits }: ServiceDeps<ChatConfig>): SubgraphResolvers<Resolvers> {
  const live = chatLive(config, logger);
  const participantLimit = createParticipantLimit(rateLimits);
  const chats = chatsResolvers(live, participantLimit);
  const participants = participantsResolvers(live, participantLimit);
  const messages = messagesResolvers(chatMedia(config), live);
  const reactions = reactionsResolvers(live);
  const readStatus = readStatusResolvers(live);
  return {
    ...commonResolvers,
    ...mediaTypeResolvers,
    ...chats,
    ...participants,
    ...messages,
    ...reactions,
    ...readStatus,
    ...liveResolvers(live),
    Query: { ...chats.Query, ...participants.Query, ...messages.Query, ...reactions.Query, ...readStatus.Query },
    Mutation: { ...chats.Mutation, ...participants.Mutation, ...messages.Mutation, ...reactions.Mutation, ...readStatus.Mutation },
    Chat: { ...chats.Chat, ...participants.Chat, ...readStatus.Chat },
    ChatMessage: { ...messages.ChatMessage, ...reactions.ChatMessage },
  };
}

/** Chat: chats (direct, user groups, group and event chats), their people, moderators and messages. */
export const chatService: ServiceDefinition<ChatConfig> = {
  name: 'chat',
  typeDefs,
  entities: [
    ChatEntity, ChatParticipantEntity, ChatModeratorEntity, ChatMessageEntity, ChatMessageAttachmentEntity,
    ChatMessageReactionEntity, ChatReadStatusEntity, ChatMemberSettingEntity,
    ...createMediaEntities(),
  ],
  migrations: [
    { name: 'chat-0001-initial', class: ChatInitial },
    { name: 'chat-0002-moderators-blocks', class: ChatModeratorsBlocks },
    { name: 'chat-0003-messages', class: ChatMessages },
    { name: 'chat-0004-reactions-read-status', class: ChatReactionsReadStatus },
    { name: 'chat-0005-rooms', class: ChatRooms },
    { name: 'chat-0006-message-reports', class: ChatMessageReports },
    ...mediaMigrations,
    ...blocksMigrations,
    { name: 'chat-0007-member-blocks', class: ChatMemberBlocks },
    { name: 'chat-0008-people', class: ChatPeople },
  ],
  resolvers: chatResolvers,
  // Identity's members (a chat names only people who exist) and blocks (kit's read model: blocked
  // people are not put in a chat together, mentioned or told of each other's messages); community's
  // groups and events, whose chats follow their membership and registration; and its moderators'
  // reviews of reported messages.
  handlers: ({ config, logger }) => {
    const live = chatLive(config, logger);
    const handlers = roomsHandlers(withPeopleHandlers(withBlockHandlers(new EventHandlers())), live, logger);
    return moderationHandlers(handlers, chatMedia(config).media, live, logger);
  },
  // Deletes the bytes of deleted messages' files, and of uploads never sent;
  // and closes the live events' pub/sub when the service stops.
  workers: ({ orm, config, logger }) => [
    createMediaSweeper({ orm, media: chatMedia(config).media, logger }),
    { start: () => {}, stop: () => closeChatLive(config) },
  ],
};
