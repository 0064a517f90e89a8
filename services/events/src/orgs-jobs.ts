import { z } from 'zod';

/** Events orgs-jobs publishes. A contract is never changed in place: add a new version instead. */
export const orgsJobsEvents = {
  'orgs-jobs.organization.created': {
    1: z.object({
      organizationId: z.string(),
      slug: z.string(),
      name: z.string(),
      type: z.string(),
      /** The signed-in user who created it; they hold its first admin role. */
      createdById: z.string(),
    }),
  },
  'orgs-jobs.organization.updated': {
    1: z.object({
      organizationId: z.string(),
      slug: z.string(),
      name: z.string(),
      type: z.string(),
    }),
  },
  'orgs-jobs.organization.deleted': {
    1: z.object({ organizationId: z.string(), slug: z.string() }),
  },
} as const;
