export { notifyService, mailSenderFor } from './service.ts';
export { loadNotifyConfig, type NotifyConfig } from './config.ts';
export { typeDefs } from './schema.ts';
