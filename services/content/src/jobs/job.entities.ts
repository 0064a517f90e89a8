import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * orgs-jobs' job posts and organizations as content knows them from their events (a read model,
 * written only by jobs.handlers.ts): enough for a newsletter to name the jobs it lists.
 */
export const JobPostEntity = defineEntity({
  name: 'JobPost',
  tableName: 'job_post',
  properties: {
    id: p.uuid().primary(),
    organizationId: p.uuid(),
    title: p.string(),
    isOpen: p.boolean(),
  },
});

export const JobOrganizationEntity = defineEntity({
  name: 'JobOrganization',
  tableName: 'job_organization',
  properties: {
    id: p.uuid().primary(),
    name: p.string(),
  },
});

export type JobPost = InferEntity<typeof JobPostEntity>;
export type JobOrganization = InferEntity<typeof JobOrganizationEntity>;
