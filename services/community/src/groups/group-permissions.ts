import { isAdmin, type RequestContext } from '@koinonia/kit';
import { GroupRole, type Group } from './group.entity.ts';
import { membershipByKey, membershipKey } from './group.repository.ts';

/** The features of a group that its `permissions` govern (spec section 9). */
export const groupFeatures = ['feed', 'prayer', 'links', 'resources', 'faqs'] as const;
export type GroupFeature = (typeof groupFeatures)[number];

/** `isVisible`: the feature shows at all; `isAccessible`: members (not only admins) may use it. */
export interface FeaturePermission {
  readonly isVisible: boolean;
  readonly isAccessible: boolean;
}

/** The JSON stored in `app_group.permissions` (spec section 6: "stored as a JSON object"). */
export type GroupPermissions = Readonly<Record<GroupFeature, FeaturePermission>>;

/** Spec section 9: every feature visible, only prayer and the feed open to members. */
export const DEFAULT_GROUP_PERMISSIONS: GroupPermissions = {
  feed: { isVisible: true, isAccessible: true },
  prayer: { isVisible: true, isAccessible: true },
  links: { isVisible: true, isAccessible: false },
  resources: { isVisible: true, isAccessible: false },
  faqs: { isVisible: true, isAccessible: false },
};

/** Stored permissions with any feature missing from them (a feature added later) at its default. */
export const permissionsOf = (group: Pick<Group, 'permissions'>): GroupPermissions => ({
  ...DEFAULT_GROUP_PERMISSIONS,
  ...group.permissions,
});

/** Who the viewer is to a group, as far as its features go. */
export interface Standing {
  /** Their role in the group, or null for anyone else (anonymous visitors, requesters, invitees). */
  readonly role: GroupRole | null;
  readonly isPlatformAdmin: boolean;
}

export interface FeatureAccess {
  /** May read the feature's content (the feed's posts, the prayers, the links...). */
  readonly canSee: boolean;
  /** May add to it (post, pray, add a link...). */
  readonly canUse: boolean;
}

/**
 * Whether the group's content is open to this viewer: a PUBLIC group's to everyone, a CLOSED or
 * INVITE_ONLY group's to its members; a suspended group's to its members and platform admins.
 */
export function mayReadContent(group: Pick<Group, 'privacy' | 'status'>, standing: Standing): boolean {
  if (standing.isPlatformAdmin || standing.role) return true;
  return group.status === 'ACTIVE' && group.privacy === 'PUBLIC';
}

/**
 * May this viewer see, and use, feature X of group G. Platform admins (moderation) and the group's
 * admins see and use every feature, hidden ones too (they set them up); members see the visible
 * ones and use those open to members; others see the visible features of a public group and use
 * none. A suspended group is read-only for all but platform admins.
 */
export function featureAccess(
  group: Pick<Group, 'privacy' | 'status' | 'permissions'>,
  standing: Standing,
  feature: GroupFeature,
): FeatureAccess {
  if (standing.isPlatformAdmin) return { canSee: true, canUse: true };
  const live = group.status === 'ACTIVE';
  if (standing.role === GroupRole.ADMIN) return { canSee: true, canUse: live };
  const permission = permissionsOf(group)[feature];
  const canSee = permission.isVisible && mayReadContent(group, standing);
  return { canSee, canUse: canSee && live && standing.role === GroupRole.MEMBER && permission.isAccessible };
}

/** The viewer's standing in a group, their membership loaded through the request's loader. */
export async function standingIn(ctx: RequestContext, group: Pick<Group, 'id'>): Promise<Standing> {
  const userId = ctx.viewer.userId;
  const membership = userId ? await membershipByKey(ctx).load(membershipKey(group.id, userId)) : null;
  return { role: membership?.role ?? null, isPlatformAdmin: isAdmin(ctx.viewer) };
}

/** `featureAccess` for the request's viewer: what later features (feed, prayers, links...) ask. */
export async function viewerFeatureAccess(ctx: RequestContext, group: Group, feature: GroupFeature): Promise<FeatureAccess> {
  return featureAccess(group, await standingIn(ctx, group), feature);
}
