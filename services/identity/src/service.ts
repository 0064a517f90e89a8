import type { ServiceDefinition, ServiceDeps, SubgraphResolvers } from '@koinonia/kit';
import { createMediaEntities, createMediaSweeper, mediaMigrations, mediaTypeResolvers } from '@koinonia/kit/media';
import type { Resolvers } from './__generated__/resolvers.ts';
import { accountResolvers } from './account/account.resolvers.ts';
import { UserSlugHistoryEntity } from './account/user-slug.entity.ts';
import { BlockEntity } from './blocks/block.entity.ts';
import { blocksResolvers } from './blocks/blocks.resolvers.ts';
import type { IdentityConfig } from './config.ts';
import { ConnectionEntity } from './connections/connection.entity.ts';
import { connectionsResolvers } from './connections/connections.resolvers.ts';
import { EducationEntity, ExperienceEntity } from './history/history.entities.ts';
import { historyResolvers } from './history/history.resolvers.ts';
import { impersonationResolvers } from './impersonation/impersonation.resolvers.ts';
import { IdentityInitial } from './migrations/0001-identity.ts';
import { IdentityUserNames } from './migrations/0002-user-names.ts';
import { IdentityProfileFiles } from './migrations/0003-profile-files.ts';
import { IdentityHistory } from './migrations/0004-history.ts';
import { IdentityConnections } from './migrations/0005-connections.ts';
import { IdentityBlocks } from './migrations/0006-blocks.ts';
import { IdentityAccount } from './migrations/0007-account.ts';
import { IdentityVideosTestimonials } from './migrations/0008-videos-testimonials.ts';
import { IdentityMemberships } from './migrations/0009-memberships.ts';
import { IdentityGroupPrivacy } from './migrations/0009b-group-privacy.ts';
import { CommunityGroupEntity, EventAttendeeEntity, GroupMemberEntity } from './memberships/membership.entities.ts';
import { membershipHandlers } from './memberships/memberships.handlers.ts';
import { organizationRoleHandlers } from './organization-roles/organization-roles.handlers.ts';
import { statsResolvers } from './stats/stats.resolvers.ts';
import { profileFilesResolvers } from './profile-files/profile-files.resolvers.ts';
import { profileMedia } from './profile-files/profile-media.ts';
import { IdentityPeopleIndexes } from './migrations/0010-people-indexes.ts';
import { IdentityImpersonation } from './migrations/0011-impersonation.ts';
import { IdentityPlatformRoles } from './migrations/0012-platform-roles.ts';
import { IdentityPlatformRolesAnnounced } from './migrations/0013-platform-roles-announced.ts';
import { IdentityMembersAndBlocksAnnounced } from './migrations/0014-members-and-blocks-announced.ts';
import { newsletterPreferenceHandlers } from './newsletter-preference/newsletter-preference.handlers.ts';
import { platformRolesResolvers } from './platform-roles/platform-roles.resolvers.ts';
import { typeDefs } from './schema.ts';
import { suggestionsResolvers } from './suggestions/suggestions.resolvers.ts';
import { SessionEntity } from './sessions/session.entity.ts';
import { sessionRoutes } from './sessions/sessions.routes.ts';
import { OneTimeTokenEntity } from './tokens/one-time-token.entity.ts';
import { LocationEntity, ProfileEntity, RoleEntity, UserEntity } from './users/user.entity.ts';
import { usersResolvers } from './users/users.resolvers.ts';
import { createAuthLimits } from './users/auth-limits.ts';
import { TestimonialEntity } from './testimonials/testimonial.entity.ts';
import { testimonialsResolvers } from './testimonials/testimonials.resolvers.ts';
import { VideoEntity } from './videos/video.entity.ts';
import { videoMedia } from './videos/video-media.ts';
import { videosResolvers } from './videos/videos.resolvers.ts';

function identityResolvers({ config, rateLimits }: ServiceDeps<IdentityConfig>): SubgraphResolvers<Resolvers> {
  const usersDeps = { config, limits: createAuthLimits(rateLimits, {
    signInMaxDelayMs: config.SIGN_IN_MAX_DELAY_MS,
    emailRequestsPerSourcePerHour: config.EMAIL_REQUESTS_PER_SOURCE_PER_HOUR,
  }) };
  const users = usersResolvers(usersDeps);
  const account = accountResolvers(usersDeps);
  const files = profileFilesResolvers(profileMedia(config));
  const history = historyResolvers();
  const connections = connectionsResolvers();
  const blocks = blocksResolvers();
  const suggestions = suggestionsResolvers();
  const videos = videosResolvers(videoMedia(config));
  const testimonials = testimonialsResolvers();
  const stats = statsResolvers();
  const impersonation = impersonationResolvers(usersDeps);
  const platformRoles = platformRolesResolvers();
  return {
    ...mediaTypeResolvers,
    ...users,
    ...files,
    ...history,
    ...connections,
    ...blocks,
    ...videos,
    ...testimonials,
    ...stats,
    Query: {
      ...users.Query, ...history.Query, ...connections.Query, ...blocks.Query, ...suggestions.Query,
      ...videos.Query, ...testimonials.Query, ...stats.Query, ...impersonation.Query,
    },
    Mutation: {
      ...users.Mutation, ...files.Mutation, ...history.Mutation, ...connections.Mutation, ...blocks.Mutation,
      ...videos.Mutation, ...testimonials.Mutation,
      ...account.Mutation, ...impersonation.Mutation, ...platformRoles.Mutation,
    },
    User: { ...users.User, ...history.User, ...account.User },
    Profile: { ...users.Profile, ...files.Profile, ...videos.Profile },
  };
}

/**
 * Identity: users, profiles and their files, members' history, connections, blocks, locations,
 * roles, sessions, sign-in and e-mail verification.
 */
export const identityService: ServiceDefinition<IdentityConfig> = {
  name: 'identity',
  typeDefs,
  entities: [
    UserEntity, ProfileEntity, LocationEntity, RoleEntity, SessionEntity, OneTimeTokenEntity, UserSlugHistoryEntity,
    ExperienceEntity, EducationEntity, ConnectionEntity, BlockEntity, VideoEntity, TestimonialEntity,
    GroupMemberEntity, EventAttendeeEntity, CommunityGroupEntity, ...createMediaEntities(),
  ],
  migrations: [
    { name: 'identity-0001-initial', class: IdentityInitial },
    { name: 'identity-0002-user-names', class: IdentityUserNames },
    { name: 'identity-0003-profile-files', class: IdentityProfileFiles },
    { name: 'identity-0004-history', class: IdentityHistory },
    { name: 'identity-0005-connections', class: IdentityConnections },
    { name: 'identity-0006-blocks', class: IdentityBlocks },
    { name: 'identity-0007-account', class: IdentityAccount },
    { name: 'identity-0008-videos-testimonials', class: IdentityVideosTestimonials },
    { name: 'identity-0009-memberships', class: IdentityMemberships },
    { name: 'identity-0009b-group-privacy', class: IdentityGroupPrivacy },
    { name: 'identity-0010-people-indexes', class: IdentityPeopleIndexes },
    { name: 'identity-0011-impersonation', class: IdentityImpersonation },
    { name: 'identity-0012-platform-roles', class: IdentityPlatformRoles },
    { name: 'identity-0013-platform-roles-announced', class: IdentityPlatformRolesAnnounced },
    { name: 'identity-0014-members-and-blocks-announced', class: IdentityMembersAndBlocksAnnounced },
    ...mediaMigrations,
  ],
  resolvers: identityResolvers,
  routes: ({ orm, config }) => sessionRoutes(orm, config.internalSecret),
  // Community's memberships and registrations, kept as read models for `users(groupId | eventId)`;
  // orgs-jobs' organization roles, as `user_role` rows (`users(organizationId)`, `User.roles`).
  // content's unsubscribes, as members' newsletter preference.
  handlers: () => newsletterPreferenceHandlers(organizationRoleHandlers(membershipHandlers())),
  // Deletes the bytes of replaced and deleted profile files, and of uploads never confirmed.
  workers: ({ orm, config, logger }) => [createMediaSweeper({ orm, media: profileMedia(config).media, logger })],
};
