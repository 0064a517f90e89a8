import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { recordEvent, rules } from '@koinonia/kit';
import type { User } from '../users/user.entity.ts';

/**
 * A slug from an invitation link: `groupSlug`, the group whose invitation e-mail's link the person
 * followed (identity does not know groups by slug: it passes it on, community decides what it
 * means), or `inviteSlug`, a member's own invitation link.
 */
export const linkSlugField = () => rules.optionalText().pipe(z.string().max(200, 'must be at most 200 characters').nullable());

/**
 * Records, in the sign-up's or log-in's transaction, that the person arrived through a group's
 * invitation link. Whether their address is verified travels with it: community joins them only
 * once it is (an invitation sent to an address is theirs only if they proved the mailbox).
 */
export function recordGroupArrival(em: EntityManager, user: User, groupSlug: string): void {
  recordEvent(em, 'identity', { userId: user.id, impersonatorId: null }, {
    type: 'identity.user.arrived-by-group-invitation',
    version: 1,
    aggregateId: user.id,
    payload: { userId: user.id, email: user.email, groupSlug, isEmailVerified: user.isEmailVerified },
  });
}
