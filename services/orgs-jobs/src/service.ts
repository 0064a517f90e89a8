import { EventHandlers, type ServiceDefinition, type SubgraphResolvers } from '@koinonia/kit';
import type { Resolvers } from './__generated__/resolvers.ts';
import type { OrgsJobsConfig } from './config.ts';
import { OrgsJobsInitial } from './migrations/0001-orgs-jobs.ts';
import { OrgsJobsOrganizationsFollows } from './migrations/0002-organizations-follows.ts';
import { OrgsJobsJobBoard } from './migrations/0003-job-board.ts';
import { OrgsJobsPayments } from './migrations/0004-payments.ts';
import { OpportunityEntity } from './opportunities/opportunity.entity.ts';
import { opportunitiesResolvers } from './opportunities/opportunities.resolvers.ts';
import { ApplicationEntity } from './applications/application.entity.ts';
import { applicationsResolvers } from './applications/applications.resolvers.ts';
import { candidatesResolvers } from './candidates/candidates.resolvers.ts';
import { OpenToCallEntity } from './candidates/open-to-call.entity.ts';
import { PromoCodeEntity } from './promo-codes/promo-code.entity.ts';
import { promoCodesResolvers } from './promo-codes/promo-codes.resolvers.ts';
import { withGroupAdminHandlers } from './payments/group-admins.ts';
import { paymentDeps, paymentRefunder, paymentRoutes } from './payments/payments.module.ts';
import { paymentsResolvers } from './payments/payments.resolvers.ts';
import { paymentsMigrations } from '@koinonia/kit/payments';
import { createMediaEntities, createMediaSweeper, mediaMigrations, mediaTypeResolvers } from '@koinonia/kit/media';
import { OrgsJobsMedia } from './migrations/0005-media.ts';
import { OrgsJobsCheckouts } from './migrations/0006-checkouts.ts';
import { organizationFilesResolvers } from './organization-files/organization-files.resolvers.ts';
import { orgsJobsMedia } from './orgs-jobs-media.ts';
import { FollowEntity } from './follows/follow.entity.ts';
import { followsResolvers } from './follows/follows.resolvers.ts';
import { AddressEntity, OrganizationEntity, OrganizationRoleEntity, PersonEntity } from './organizations/organization.entity.ts';
import { organizationsResolvers } from './organizations/organizations.resolvers.ts';
import { peopleHandlers } from './organizations/people.handlers.ts';
import { statsResolvers } from './stats/stats.resolvers.ts';
import { typeDefs } from './schema.ts';

/** orgs-jobs: organizations and their roles (opportunities, applications and payments to follow). */
export const orgsJobsService: ServiceDefinition<OrgsJobsConfig> = {
  name: 'orgs-jobs',
  typeDefs,
  entities: [OrganizationEntity, OrganizationRoleEntity, AddressEntity, PersonEntity, FollowEntity, PromoCodeEntity, OpportunityEntity, ApplicationEntity, OpenToCallEntity, ...createMediaEntities()],
  migrations: [
    { name: 'orgs-jobs-0001-initial', class: OrgsJobsInitial },
    { name: 'orgs-jobs-0002-organizations-follows', class: OrgsJobsOrganizationsFollows },
    { name: 'orgs-jobs-0003-job-board', class: OrgsJobsJobBoard },
    { name: 'orgs-jobs-0004-payments', class: OrgsJobsPayments },
    ...paymentsMigrations,
    ...mediaMigrations,
    { name: 'orgs-jobs-0005-media', class: OrgsJobsMedia },
    { name: 'orgs-jobs-0006-checkouts', class: OrgsJobsCheckouts },
  ],
  // The whole map is checked: every type's resolvers, whichever feature provides them.
  resolvers: (deps): SubgraphResolvers<Resolvers> => {
    const organizations = organizationsResolvers();
    const follows = followsResolvers();
    const opportunities = opportunitiesResolvers();
    const media = orgsJobsMedia(deps.config);
    const files = organizationFilesResolvers(media);
    const applications = applicationsResolvers(media);
    const candidates = candidatesResolvers();
    const payments = paymentsResolvers(paymentDeps(deps));
    const promoCodes = promoCodesResolvers();
    return {
      ...mediaTypeResolvers,
      ...organizations,
      ...statsResolvers(),
      ...opportunities,
      ...applications,
      ...candidates,
      Query: { ...organizations.Query, ...follows.Query, ...opportunities.Query, ...applications.Query, ...candidates.Query, ...payments.Query, ...promoCodes.Query },
      Mutation: { ...organizations.Mutation, ...follows.Mutation, ...opportunities.Mutation, ...applications.Mutation, ...candidates.Mutation, ...payments.Mutation, ...promoCodes.Mutation,
        ...files.Mutation },
      OrganizationProfile: files.OrganizationProfile,
      Organization: { ...organizations.Organization, ...opportunities.Organization },
      Opportunity: { ...opportunities.Opportunity, ...applications.Opportunity },
      Payment: payments.Payment,
    };
  },
  // Identity's members' names, for searching an organization's people.
  handlers: () => withGroupAdminHandlers(peopleHandlers(new EventHandlers())),
  // The payment provider's webhook, and the local test checkout pages when no Stripe key is set.
  routes: (deps) => paymentRoutes(deps),
  // Deletes the bytes of replaced and deleted uploads, and of uploads never confirmed; refunds payments that paid for nothing.
  workers: (deps) => [createMediaSweeper({ orm: deps.orm, media: orgsJobsMedia(deps.config).media, logger: deps.logger }), paymentRefunder(deps)],
};
