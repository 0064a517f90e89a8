export { identityService } from './service.ts';
export { loadIdentityConfig, type IdentityConfig } from './config.ts';
export { typeDefs } from './schema.ts';
export { OrganizationRoleName } from './organization-roles/organization-roles.repository.ts';
