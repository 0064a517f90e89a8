import { describe, expect, it } from '@jest/globals';
import { GroupRole, type Group } from './group.entity.ts';
import { DEFAULT_GROUP_PERMISSIONS, featureAccess, groupFeatures, mayReadContent, type Standing } from './group-permissions.ts';

type G = Pick<Group, 'privacy' | 'status' | 'permissions'>;
const group = (overrides: Partial<G> = {}): G => ({ privacy: 'PUBLIC', status: 'ACTIVE', permissions: DEFAULT_GROUP_PERMISSIONS, ...overrides });

const admin: Standing = { role: GroupRole.ADMIN, isPlatformAdmin: false };
const memberOf: Standing = { role: GroupRole.MEMBER, isPlatformAdmin: false };
const outsider: Standing = { role: null, isPlatformAdmin: false };
const platformAdmin: Standing = { role: null, isPlatformAdmin: true };

describe('featureAccess', () => {
  it('by default lets members see every feature and use only prayer and the feed (spec section 9)', () => {
    const access = Object.fromEntries(groupFeatures.map((f) => [f, featureAccess(group(), memberOf, f)]));
    expect(access).toEqual({
      feed: { canSee: true, canUse: true },
      prayer: { canSee: true, canUse: true },
      links: { canSee: true, canUse: false },
      resources: { canSee: true, canUse: false },
      faqs: { canSee: true, canUse: false },
    });
  });

  it('lets outsiders see the visible features of a public group and use none', () => {
    for (const feature of groupFeatures) expect(featureAccess(group(), outsider, feature)).toEqual({ canSee: true, canUse: false });
  });

  it.each(['CLOSED', 'INVITE_ONLY'] as const)('keeps a %s group\'s features from outsiders, not from members', (privacy) => {
    expect(featureAccess(group({ privacy }), outsider, 'feed')).toEqual({ canSee: false, canUse: false });
    expect(featureAccess(group({ privacy }), memberOf, 'feed')).toEqual({ canSee: true, canUse: true });
    expect(mayReadContent(group({ privacy }), outsider)).toBe(false);
  });

  it('follows the group\'s permissions: a hidden feature is seen only by admins, an open one used by members', () => {
    const custom = group({
      privacy: 'CLOSED',
      permissions: { ...DEFAULT_GROUP_PERMISSIONS, feed: { isVisible: false, isAccessible: true }, links: { isVisible: true, isAccessible: true } },
    });
    expect(featureAccess(custom, memberOf, 'feed')).toEqual({ canSee: false, canUse: false });
    expect(featureAccess(custom, admin, 'feed')).toEqual({ canSee: true, canUse: true });
    expect(featureAccess(custom, platformAdmin, 'feed')).toEqual({ canSee: true, canUse: true });
    expect(featureAccess(custom, memberOf, 'links')).toEqual({ canSee: true, canUse: true });
  });

  it('fills a feature missing from stored permissions with its default', () => {
    const { faqs: _, ...older } = DEFAULT_GROUP_PERMISSIONS;
    expect(featureAccess(group({ permissions: older as typeof DEFAULT_GROUP_PERMISSIONS }), memberOf, 'faqs')).toEqual({ canSee: true, canUse: false });
  });

  it('makes a suspended group read-only for its members and admins, and closed to outsiders', () => {
    const suspended = group({ status: 'SUSPENDED' });
    expect(featureAccess(suspended, memberOf, 'feed')).toEqual({ canSee: true, canUse: false });
    expect(featureAccess(suspended, admin, 'feed')).toEqual({ canSee: true, canUse: false });
    expect(featureAccess(suspended, outsider, 'feed')).toEqual({ canSee: false, canUse: false });
    expect(featureAccess(suspended, platformAdmin, 'feed')).toEqual({ canSee: true, canUse: true });
  });
});
