import { subgraphCodegen } from '@koinonia/kit/codegen';

export default subgraphCodegen({
  serviceDir: import.meta.dirname,
  mappers: {
    Chat: './chats/chat.entity.ts#Chat',
    ChatParticipant: './chats/chat.entity.ts#ChatParticipant',
    ChatPage: './chats/chat.repository.ts#ChatPage',
    User: '@koinonia/kit#UserReference',
  },
});
