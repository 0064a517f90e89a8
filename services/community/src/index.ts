export { communityService } from './service.ts';
export { loadCommunityConfig, type CommunityConfig } from './config.ts';
export { typeDefs } from './schema.ts';
