import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

// Status values are not in the spec; like users, an organization is live or suspended by the
// platform's admins (updateOrganizationsStatus).
export const organizationStatuses = ['ACTIVE', 'SUSPENDED'] as const;
export type OrganizationStatus = (typeof organizationStatuses)[number];

export const OrganizationEntity = defineEntity({
  name: 'Organization',
  tableName: 'organization',
  properties: {
    id: p.uuid().primary(),
    /** Made by the spec's slug rule from what the creator typed; unique. */
    slug: p.string().unique(),
    name: p.string(),
    /** Free text (church, seminary, nonprofit...): the spec lists no fixed set. */
    type: p.string(),
    status: p.enum(organizationStatuses).default('ACTIVE'),
    isEmailVerified: p.boolean().default(false),
    /** Set by platform admins to order featured lists; 0 for everyone else. */
    priority: p.integer().default(0),
    slogan: p.string().nullable(),
    email: p.string().nullable(),
    websiteUrl: p.string().nullable(),
    hasStripeAccount: p.boolean().default(false),
    isStripeCustomer: p.boolean().default(false),
    /**
     * The organization's profile lives in this row (one per organization); its own id is what
     * other services use for profile-scoped things (blocks, blog owners).
     */
    profileId: p.uuid().unique(),
    about: p.text().nullable(),
    /** A link given with the organization mutation; when null, the uploaded file (below) is shown. */
    profileImageUrl: p.string().nullable(),
    backgroundImageUrl: p.string().nullable(),
    /** Uploaded through the media port (confirmOrganizationUpload), by media file id. */
    profileImageId: p.uuid().nullable(),
    backgroundImageId: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export const OrganizationRoleEntity = defineEntity({
  name: 'OrganizationRole',
  tableName: 'organization_role',
  properties: {
    id: p.uuid().primary(),
    organizationId: p.uuid(),
    /** A user of the identity service, by id only. */
    userId: p.uuid().index(),
    isAdmin: p.boolean().default(false),
    /** Studies at the organization (a seminary's, a school's students): `studentsCount`. */
    isStudent: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** One of an organization's addresses, in the order the organization gave them (`position`). */
export const AddressEntity = defineEntity({
  name: 'OrganizationAddress',
  tableName: 'organization_address',
  properties: {
    id: p.uuid().primary(),
    organizationId: p.uuid(),
    position: p.integer(),
    street: p.string().nullable(),
    country: p.string().nullable(),
    city: p.string().nullable(),
    state: p.string().nullable(),
    zipcode: p.string().nullable(),
    latitude: p.double().runtimeType('number').nullable(),
    longitude: p.double().runtimeType('number').nullable(),
  },
});

/** A member's name as identity last announced it (its profile-changed events): a read model. */
export const PersonEntity = defineEntity({
  name: 'Person',
  tableName: 'person',
  properties: {
    userId: p.uuid().primary(),
    firstName: p.string(),
    lastName: p.string(),
  },
});

export type Organization = InferEntity<typeof OrganizationEntity>;
export type OrganizationRoleRow = InferEntity<typeof OrganizationRoleEntity>;
export type Address = InferEntity<typeof AddressEntity>;

/**
 * The roles a person holds in an organization (spec: "organization admins and non-admins"), stored
 * as `is_admin`. Not the platform's roles (kit's `PlatformRole`): a platform admin is not an admin
 * of every organization.
 */
export const OrganizationRole = { ADMIN: 'ADMIN', MEMBER: 'MEMBER' } as const;
export type OrganizationRole = (typeof OrganizationRole)[keyof typeof OrganizationRole];

/** The organization's public profile: kept in its row, under its own id (`profileId`). */
export interface OrganizationProfile {
  readonly id: string;
  readonly organizationId: string;
  readonly about: Organization['about'];
  readonly profileImageUrl: Organization['profileImageUrl'];
  readonly backgroundImageUrl: Organization['backgroundImageUrl'];
  readonly profileImageId: Organization['profileImageId'];
  readonly backgroundImageId: Organization['backgroundImageId'];
}

export const profileOf = (organization: Organization): OrganizationProfile => ({
  id: organization.profileId,
  organizationId: organization.id,
  about: organization.about,
  profileImageUrl: organization.profileImageUrl,
  backgroundImageUrl: organization.backgroundImageUrl,
  profileImageId: organization.profileImageId,
  backgroundImageId: organization.backgroundImageId,
});
