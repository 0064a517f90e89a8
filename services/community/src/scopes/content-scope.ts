import { exactlyOneOf, forbidden, isUuid, notFound, requireUser, type RequestContext } from '@koinonia/kit';
import { GroupRole, type Group } from '../groups/group.entity.ts';
import { groupById } from '../groups/group.repository.ts';
import { standingIn, featureAccess, type FeatureAccess, type GroupFeature, type Standing } from '../groups/group-permissions.ts';

/**
 * Where a group's or an event's content lives: links, resources, FAQs, feed posts and prayers each
 * belong to exactly one group or one event. Every feature asks here who may read and add to a scope,
 * so the group's privacy and `permissions` are enforced the same way everywhere.
 */
export interface ScopeArgs {
  readonly groupId?: string | null;
  readonly eventId?: string | null;
}

export interface ContentScope {
  readonly kind: 'group';
  readonly groupId: string;
  readonly group: Group;
  readonly standing: Standing;
  readonly access: FeatureAccess;
}

/**
 * The scope named by exactly one of groupId and eventId, with the viewer's access to `feature` in it.
 * A group the viewer may not even see is NOT_FOUND (a hidden group's existence is not revealed).
 * Events arrive with the events issue: until then an eventId names no scope (NOT_FOUND).
 */
export async function resolveScope(ctx: RequestContext, args: ScopeArgs, feature: GroupFeature): Promise<ContentScope> {
  const { key, value } = exactlyOneOf(args, ['groupId', 'eventId']);
  if (key === 'eventId' || !isUuid(value)) throw notFound(key === 'eventId' ? 'Event' : 'Group');
  // The group and the viewer's membership of it load at once (one round trip, not two).
  const [group, standing] = await Promise.all([groupById(ctx).load(value), standingIn(ctx, { id: value })]);
  if (!group) throw notFound('Group');
  const hidden = group.privacy === 'INVITE_ONLY' && !group.isSearchable && !standing.role && !standing.isPlatformAdmin;
  if (hidden || (group.status !== 'ACTIVE' && !standing.role && !standing.isPlatformAdmin)) throw notFound('Group');
  return { kind: 'group', groupId: group.id, group, standing, access: featureAccess(group, standing, feature) };
}

/** The scope, for reading `feature`: FORBIDDEN when the viewer may not see it (a closed group's feed). */
export async function readableScope(ctx: RequestContext, args: ScopeArgs, feature: GroupFeature): Promise<ContentScope> {
  const scope = await resolveScope(ctx, args, feature);
  if (!scope.access.canSee) throw forbidden(`Only members of this group can see its ${featureNames[feature]}`);
  return scope;
}

/** The scope, for adding to `feature`: signed in, and allowed by the group's permissions. */
export async function usableScope(ctx: RequestContext, args: ScopeArgs, feature: GroupFeature): Promise<ContentScope> {
  requireUser(ctx.viewer);
  const scope = await resolveScope(ctx, args, feature);
  if (!scope.access.canUse) throw forbidden(`You cannot add ${featureNames[feature]} in this group`);
  return scope;
}

/** Whether the viewer administers the scope (group admins and platform admins manage its content). */
export const administers = (scope: ContentScope): boolean => scope.standing.isPlatformAdmin || scope.standing.role === GroupRole.ADMIN;

const featureNames: Record<GroupFeature, string> = {
  feed: 'posts',
  prayer: 'prayers',
  links: 'links',
  resources: 'resources',
  faqs: 'FAQs',
};
