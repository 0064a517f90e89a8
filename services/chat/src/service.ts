import type { ServiceDefinition } from '@koinonia/kit';
import type { ChatConfig } from './config.ts';
import { ChatEntity, ChatParticipantEntity } from './chats/chat.entity.ts';
import { chatsResolvers } from './chats/chats.resolvers.ts';
import { ChatInitial } from './migrations/0001-chat.ts';
import { typeDefs } from './schema.ts';

/** Chat: chats (direct, user groups, group and event chats) and their participants. */
export const chatService: ServiceDefinition<ChatConfig> = {
  name: 'chat',
  typeDefs,
  entities: [ChatEntity, ChatParticipantEntity],
  migrations: [{ name: 'chat-0001-initial', class: ChatInitial }],
  resolvers: () => chatsResolvers(),
};
