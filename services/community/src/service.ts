import type { ServiceDefinition } from '@koinonia/kit';
import type { CommunityConfig } from './config.ts';
import { GroupEntity, GroupMemberEntity } from './groups/group.entity.ts';
import { groupsResolvers } from './groups/groups.resolvers.ts';
import { CommunityInitial } from './migrations/0001-community.ts';
import { typeDefs } from './schema.ts';

/** community: groups and their members (events, feeds, prayers and moderation to follow). */
export const communityService: ServiceDefinition<CommunityConfig> = {
  name: 'community',
  typeDefs,
  entities: [GroupEntity, GroupMemberEntity],
  migrations: [{ name: 'community-0001-initial', class: CommunityInitial }],
  resolvers: () => groupsResolvers(),
};
