import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import type { Organization } from '../organizations/organization.entity.ts';
import { organizationNotFound } from '../organizations/organizations.errors.ts';
import { findOrganization } from '../organizations/organizations.queries.ts';
import { deleteFollow, insertFollow } from './follow.repository.ts';
import { recordFollowed, recordUnfollowed } from './follows.events.ts';

const input = z.object({ organizationId: rules.id() });

/**
 * follow ADD: the signed-in user follows an organization they can see (NOT_FOUND otherwise).
 * Following again changes nothing and records no event: the follow's primary key decides, so
 * 100 members following at once are 100 followers.
 */
export const followOrganization = defineUseCase({
  access: 'member',
  input,
  execute: async (ctx, { organizationId }): Promise<Organization> => {
    const organization = await findOrganization(ctx, { id: organizationId });
    if (!organization) throw organizationNotFound();
    return ctx.em.transactional(async (em) => {
      if (await insertFollow(em, organization.id, ctx.viewer.userId)) recordFollowed(em, ctx.viewer, organization.id, ctx.viewer.userId);
      return organization;
    });
  },
});

/** follow DELETE: the signed-in user stops following; not following (or an unknown organization) changes nothing. */
export const unfollowOrganization = defineUseCase({
  access: 'member',
  input,
  execute: async (ctx, { organizationId }): Promise<Organization | null> => {
    await ctx.em.transactional(async (em) => {
      if (await deleteFollow(em, organizationId, ctx.viewer.userId)) recordUnfollowed(em, ctx.viewer, organizationId, ctx.viewer.userId);
    });
    // Read after the commit: the request's own reads must not wait for a second connection inside it.
    return findOrganization(ctx, { id: organizationId });
  },
});
