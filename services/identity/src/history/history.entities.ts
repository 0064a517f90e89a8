import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

// A member's history (migration 0004). Organizations live in orgs-jobs, so they are ids here.

export const ExperienceEntity = defineEntity({
  name: 'Experience',
  tableName: 'experience',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    type: p.string().nullable(),
    opportunityType: p.string().nullable(),
    jobTitle: p.string(),
    organizationId: p.uuid().nullable(),
    description: p.text().nullable(),
    startDate: p.datetime(),
    endDate: p.datetime().nullable(),
    /** At most one per member: the partial unique index `experience_one_primary_per_user`. */
    isPrimary: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export const EducationEntity = defineEntity({
  name: 'Education',
  tableName: 'education',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    degree: p.string(),
    fieldOfStudy: p.string().nullable(),
    description: p.text().nullable(),
    schoolId: p.uuid().nullable(),
    startDate: p.datetime(),
    endDate: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export type Experience = InferEntity<typeof ExperienceEntity>;
export type Education = InferEntity<typeof EducationEntity>;

/** The `Organization` stub orgs-jobs resolves (`@key(fields: "id", resolvable: false)`). */
export type OrganizationReference = { readonly __typename: 'Organization'; readonly id: string };

export const organizationReference = (id: string): OrganizationReference => ({ __typename: 'Organization', id });
