import type { ServiceDefinition } from '@koinonia/kit';
import type { IdentityConfig } from './config.ts';
import { IdentityInitial } from './migrations/0001-identity.ts';
import { typeDefs } from './schema.ts';
import { SessionEntity } from './sessions/session.entity.ts';
import { sessionRoutes } from './sessions/sessions.routes.ts';
import { OneTimeTokenEntity } from './tokens/one-time-token.entity.ts';
import { LocationEntity, ProfileEntity, RoleEntity, UserEntity } from './users/user.entity.ts';
import { usersResolvers } from './users/users.resolvers.ts';
import { createAuthLimits } from './users/auth-limits.ts';

/** Identity: users, profiles, locations, roles, sessions, sign-in and e-mail verification. */
export const identityService: ServiceDefinition<IdentityConfig> = {
  name: 'identity',
  typeDefs,
  entities: [UserEntity, ProfileEntity, LocationEntity, RoleEntity, SessionEntity, OneTimeTokenEntity],
  migrations: [{ name: 'identity-0001-initial', class: IdentityInitial }],
  resolvers: ({ config, rateLimits }) => usersResolvers(config, createAuthLimits(rateLimits)),
  routes: ({ orm, config }) => sessionRoutes(orm, config.internalSecret),
};
