import type { ServiceDefinition, SubgraphResolvers } from '@koinonia/kit';
import type { Resolvers } from './__generated__/resolvers.ts';
import type { OrgsJobsConfig } from './config.ts';
import { OrgsJobsInitial } from './migrations/0001-orgs-jobs.ts';
import { OrganizationEntity, OrganizationRoleEntity } from './organizations/organization.entity.ts';
import { organizationsResolvers } from './organizations/organizations.resolvers.ts';
import { statsResolvers } from './stats/stats.resolvers.ts';
import { typeDefs } from './schema.ts';

/** orgs-jobs: organizations and their roles (opportunities, applications and payments to follow). */
export const orgsJobsService: ServiceDefinition<OrgsJobsConfig> = {
  name: 'orgs-jobs',
  typeDefs,
  entities: [OrganizationEntity, OrganizationRoleEntity],
  migrations: [{ name: 'orgs-jobs-0001-initial', class: OrgsJobsInitial }],
  // The whole map is checked: every type's resolvers, whichever feature provides them.
  resolvers: (): SubgraphResolvers<Resolvers> => ({ ...organizationsResolvers(), ...statsResolvers() }),
};
