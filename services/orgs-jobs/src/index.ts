export { orgsJobsService } from './service.ts';
export { loadOrgsJobsConfig, type OrgsJobsConfig } from './config.ts';
export { typeDefs } from './schema.ts';
