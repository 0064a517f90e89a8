import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { GroupPermissions } from './group-permissions.ts';

/** Spec section 4, "Group privacy". */
export const groupPrivacies = ['PUBLIC', 'CLOSED', 'INVITE_ONLY'] as const;
export type GroupPrivacy = (typeof groupPrivacies)[number];

// Status values are not in the spec; like users and organizations, a group is live or suspended
// by the platform's admins.
export const groupStatuses = ['ACTIVE', 'SUSPENDED'] as const;
export type GroupStatus = (typeof groupStatuses)[number];

/** What a member may do in their group: its admins edit it and manage its members. */
export const GroupRole = { ADMIN: 'ADMIN', MEMBER: 'MEMBER' } as const;
export type GroupRole = (typeof GroupRole)[keyof typeof GroupRole];
export const groupRoles = [GroupRole.ADMIN, GroupRole.MEMBER] as const;

export const GroupEntity = defineEntity({
  name: 'Group',
  tableName: 'app_group',
  properties: {
    id: p.uuid().primary(),
    /** Made from the name when the group is created and kept when it is renamed, so links last. */
    slug: p.string().unique(),
    name: p.string(),
    status: p.enum(groupStatuses).default('ACTIVE'),
    /** Whether people outside the group find it in `groups`. */
    isSearchable: p.boolean().default(true),
    privacy: p.enum(groupPrivacies).default('PUBLIC'),
    about: p.text().nullable(),
    email: p.string().nullable(),
    /** Media files (kit's media port), by id: their URLs are made per request. */
    profileImageId: p.uuid().nullable(),
    backgroundImageId: p.uuid().nullable(),
    locationCountry: p.string().nullable(),
    locationCity: p.string().nullable(),
    locationState: p.string().nullable(),
    locationZipcode: p.string().nullable(),
    // The column defaults to spec section 9's permissions (DEFAULT_GROUP_PERMISSIONS) for rows written elsewhere (the seed).
    permissions: p.json<GroupPermissions>(),
    /** A post of the group's feed (a reference only until the feed exists). */
    pinnedNewsFeedPostId: p.uuid().nullable(),
    /**
     * Admins and members, kept by a trigger on group_member (migration 0002); code never assigns it,
     * so the unit of work never writes it back. A new group's row must be flushed before its first
     * member's (the trigger counts into the group's row).
     */
    membersCount: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export const GroupMemberEntity = defineEntity({
  name: 'GroupMember',
  tableName: 'group_member',
  properties: {
    id: p.uuid().primary(),
    groupId: p.uuid(),
    /** A user of the identity service, by id only. */
    userId: p.uuid().index(),
    role: p.enum(groupRoles),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type Group = InferEntity<typeof GroupEntity>;
export type GroupMember = InferEntity<typeof GroupMemberEntity>;
