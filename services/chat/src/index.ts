export { chatService } from './service.ts';
export { loadChatConfig, type ChatConfig } from './config.ts';
export { typeDefs } from './schema.ts';
