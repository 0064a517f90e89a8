import { defineEntity, p, type InferEntity, type Opt } from '@mikro-orm/core';

export const userStatuses = ['ACTIVE', 'SUSPENDED'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const LocationEntity = defineEntity({
  name: 'Location',
  tableName: 'location',
  properties: {
    id: p.uuid().primary(),
    country: p.string().nullable(),
    city: p.string().nullable(),
    state: p.string().nullable(),
    zipcode: p.string().nullable(),
  },
});

export const UserEntity = defineEntity({
  name: 'User',
  tableName: 'app_user',
  properties: {
    id: p.uuid().primary(),
    slug: p.string().unique(),
    firstName: p.string(),
    lastName: p.string(),
    /**
     * "First Last", computed by PostgreSQL (ICU collation, migration 0002): what lists are ordered
     * and searched by. Never written; `Opt` because the database fills it in.
     */
    name: p.string().$type<Opt<string>>().generated(`(first_name || ' ' || last_name) stored`),
    /** Stored lower-cased; unique. */
    email: p.string().unique(),
    passwordHash: p.string().nullable(),
    status: p.enum(userStatuses).default('ACTIVE'),
    isEmailVerified: p.boolean().default(false),
    isSendNewsletters: p.boolean().default(false),
    isSendNotificationEmails: p.boolean().default(true),
    socialAuthName: p.string().nullable(),
    locationId: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export const ProfileEntity = defineEntity({
  name: 'Profile',
  tableName: 'profile',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid().unique(),
    organizationId: p.uuid().nullable(),
    /** The profile's files in kit's `media_file` (owned by the profile): ids, since URLs may be presigned and change. */
    profileImageId: p.uuid().nullable(),
    backgroundImageId: p.uuid().nullable(),
    resumeFileId: p.uuid().nullable(),
    about: p.text().nullable(),
    language: p.string().nullable(),
  },
});

export const RoleEntity = defineEntity({
  name: 'Role',
  tableName: 'user_role',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid().index(),
    name: p.string(),
    organizationId: p.uuid().nullable(),
  },
});

export type User = InferEntity<typeof UserEntity>;
export type Profile = InferEntity<typeof ProfileEntity>;
export type Location = InferEntity<typeof LocationEntity>;
export type Role = InferEntity<typeof RoleEntity>;
