import { EventHandlers, type ServiceDefinition, type ServiceDeps, type SubgraphResolvers } from '@koinonia/kit';
import { createMediaEntities, createMediaSweeper, mediaMigrations, mediaTypeResolvers } from '@koinonia/kit/media';
import { blocksMigrations } from '@koinonia/kit/blocks';
import type { Resolvers } from './__generated__/resolvers.ts';
import type { CommunityConfig } from './config.ts';
import { groupFilesResolvers } from './group-files/group-files.resolvers.ts';
import { groupMedia } from './group-files/group-media.ts';
import { FaqEntity, LinkEntity, ResourceEntity } from './group-content/content.entities.ts';
import { contentResolvers } from './group-content/content.resolvers.ts';
import { GroupEntity, GroupMemberEntity } from './groups/group.entity.ts';
import { groupsResolvers } from './groups/groups.resolvers.ts';
import { GroupCandidateEntity, GroupEmailInvitationEntity } from './memberships/membership.entities.ts';
import { invitationLimits } from './memberships/invitation-limits.ts';
import { membershipsResolvers } from './memberships/memberships.resolvers.ts';
import { CommunityInitial } from './migrations/0001-community.ts';
import { CommunityGroupsMembership } from './migrations/0002-groups-membership.ts';
import { CommunityGroupContent } from './migrations/0003-group-content.ts';
import { CommunityFeed } from './migrations/0004-feed.ts';
import { CommentEntity } from './comments/comment.entity.ts';
import { commentsResolvers } from './comments/comments.resolvers.ts';
import type { InteractionTargets } from './comments/targets.ts';
import { feedMedia } from './feed/feed-media.ts';
import { feedResolvers } from './feed/feed.resolvers.ts';
import { NewsFeedPostEntity } from './feed/news-feed-post.entity.ts';
import { postTarget } from './feed/post-target.ts';
import { withPeopleHandlers } from './people/people.handlers.ts';
import { ReactionEntity } from './reactions/reaction.entity.ts';
import { reactionsResolvers } from './reactions/reactions.resolvers.ts';
import { CommunityPrayers } from './migrations/0005-prayers.ts';
import { CommunityPrayerInteractions } from './migrations/0006-prayer-interactions.ts';
import { PrayerEntity, PrayerUpdateEntity } from './prayers/prayer.entity.ts';
import { prayerTarget } from './prayers/prayer-target.ts';
import { prayersResolvers } from './prayers/prayers.resolvers.ts';
import { CommunityReports } from './migrations/0007-reports.ts';
import { CommunityInvitationArrivals } from './migrations/0008-invitation-arrivals.ts';
import { CommunityChatMessageReports } from './migrations/0009-chat-message-reports.ts';
import { CommunityInvitationEmailsSent } from './migrations/0011-invitation-emails-sent.ts';
import { CommunityMemberBlocks } from './migrations/0010-member-blocks.ts';
import { withChatReportHandlers } from './reports/chat-reports.handlers.ts';
import { withInvitationArrivalHandlers } from './invitation-arrivals/invitation-arrivals.handlers.ts';
import { ReportEntity } from './reports/report.entity.ts';
import { reportsResolvers } from './reports/reports.resolvers.ts';
import { typeDefs } from './schema.ts';

function communityResolvers({ config, rateLimits }: ServiceDeps<CommunityConfig>): SubgraphResolvers<Resolvers> {
  const groups = groupsResolvers();
  const files = groupFilesResolvers(groupMedia(config));
  const memberships = membershipsResolvers(invitationLimits(rateLimits));
  const content = contentResolvers();
  // What comments and reactions attach to; prayers register their target here too.
  const targets: InteractionTargets = { post: postTarget, prayer: prayerTarget };
  const feed = feedResolvers(feedMedia(config));
  const comments = commentsResolvers(targets);
  const reactions = reactionsResolvers(targets);
  const prayers = prayersResolvers();
  const reports = reportsResolvers(targets);
  return {
    ...mediaTypeResolvers,
    ...groups,
    ...files,
    ...memberships,
    ...content,
    ...feed,
    ...comments,
    ...reactions,
    ...prayers,
    ...reports,
    Query: {
      ...groups.Query, ...memberships.Query, ...content.Query, ...feed.Query, ...comments.Query, ...reactions.Query, ...prayers.Query,
      ...reports.Query,
    },
    Mutation: {
      ...groups.Mutation, ...files.Mutation, ...memberships.Mutation, ...content.Mutation,
      ...feed.Mutation, ...comments.Mutation, ...reactions.Mutation, ...prayers.Mutation, ...reports.Mutation,
    },
    Group: { ...groups.Group, ...files.Group },
  };
}

/** community: groups, their members and images, links, resources and FAQs, the news feed with comments and reactions, prayers, and moderation reports (events to follow). */
export const communityService: ServiceDefinition<CommunityConfig> = {
  name: 'community',
  typeDefs,
  entities: [
    GroupEntity, GroupMemberEntity, GroupCandidateEntity, GroupEmailInvitationEntity, ...createMediaEntities(),
    LinkEntity, ResourceEntity, FaqEntity, NewsFeedPostEntity, CommentEntity, ReactionEntity, PrayerEntity, PrayerUpdateEntity,
    ReportEntity,
  ],
  migrations: [
    { name: 'community-0001-initial', class: CommunityInitial },
    { name: 'community-0002-groups-membership', class: CommunityGroupsMembership },
    { name: 'community-0003-group-content', class: CommunityGroupContent },
    { name: 'community-0004-feed', class: CommunityFeed },
    { name: 'community-0005-prayers', class: CommunityPrayers },
    { name: 'community-0006-prayer-interactions', class: CommunityPrayerInteractions },
    { name: 'community-0007-reports', class: CommunityReports },
    { name: 'community-0008-invitation-arrivals', class: CommunityInvitationArrivals },
    { name: 'community-0009-chat-message-reports', class: CommunityChatMessageReports },
    ...mediaMigrations,
    ...blocksMigrations,
    { name: 'community-0010-member-blocks', class: CommunityMemberBlocks },
    { name: 'community-0011-invitation-emails-sent', class: CommunityInvitationEmailsSent },
  ],
  resolvers: communityResolvers,
  // Read models of identity's members, connections and blocks (kit's: the feed's scopes and blocks).
  handlers: () => withChatReportHandlers(withInvitationArrivalHandlers(withPeopleHandlers(new EventHandlers()))),
  // Deletes the bytes of replaced and deleted group images, and of uploads never confirmed.
  workers: ({ orm, config, logger }) => [createMediaSweeper({ orm, media: groupMedia(config).media, logger })],
};
