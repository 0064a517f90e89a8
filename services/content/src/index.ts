export { contentService } from './service.ts';
export { loadContentConfig, type ContentConfig } from './config.ts';
export { typeDefs } from './schema.ts';
