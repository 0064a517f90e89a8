import { z } from 'zod';

/** Events community publishes. A contract is never changed in place: add a new version instead. */
export const communityEvents = {
  'community.group.created': {
    1: z.object({
      groupId: z.string(),
      slug: z.string(),
      name: z.string(),
      privacy: z.enum(['PUBLIC', 'CLOSED', 'INVITE_ONLY']),
      /** The signed-in user who created it; they are its first admin. */
      createdById: z.string(),
    }),
  },
  'community.group.updated': {
    1: z.object({
      groupId: z.string(),
      slug: z.string(),
      name: z.string(),
      privacy: z.enum(['PUBLIC', 'CLOSED', 'INVITE_ONLY']),
      isSearchable: z.boolean(),
    }),
  },
  'community.group.deleted': {
    1: z.object({ groupId: z.string(), slug: z.string() }),
  },
} as const;
