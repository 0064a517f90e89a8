import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Spec section 4, "Group privacy". */
export const groupPrivacies = ['PUBLIC', 'CLOSED', 'INVITE_ONLY'] as const;
export type GroupPrivacy = (typeof groupPrivacies)[number];

// Status values are not in the spec; like users and organizations, a group is live or suspended
// by the platform's admins.
export const groupStatuses = ['ACTIVE', 'SUSPENDED'] as const;
export type GroupStatus = (typeof groupStatuses)[number];

export const groupRoles = ['ADMIN', 'MEMBER'] as const;
export type GroupRole = (typeof groupRoles)[number];

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
    profileImageUrl: p.string().nullable(),
    backgroundImageUrl: p.string().nullable(),
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
