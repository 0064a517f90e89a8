import { subgraphCodegen } from '@koinonia/kit/codegen';

export default subgraphCodegen({
  serviceDir: import.meta.dirname,
  media: true,
  mappers: {
    Chat: './chats/chat.entity.ts#Chat',
    ChatParticipant: './chats/chat.entity.ts#ChatParticipant',
    ChatModerator: './participants/chat-moderator.entity.ts#ChatModerator',
    ChatMessage: './messages/chat-message.entity.ts#ChatMessage',
    ChatMessageAttachment: './messages/chat-message.entity.ts#ChatMessageAttachment',
    ChatMessagePage: './messages/message.repository.ts#ChatMessagePage',
    ChatAttachmentMetadata: '@koinonia/kit/media#MediaFileView',
    ChatMessageReaction: './reactions/reaction.entity.ts#ChatMessageReaction',
    ChatReadStatus: './read-status/read-status.entity.ts#ChatReadStatus',
    MessageReadStatus: './read-status/read-status.queries.ts#MessageReader',
    ChatPage: './chats/chat.repository.ts#ChatPage',
    User: '@koinonia/kit#UserReference',
  },
});
