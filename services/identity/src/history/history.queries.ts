import { isAdmin, type RequestContext } from '@koinonia/kit';
import type { User } from '../users/user.entity.ts';
import { findUserBySlug } from '../users/user.repository.ts';
import { hiddenFromViewer } from '../users/users.queries.ts';

/**
 * The member whose history a slug names, if the viewer may read it: a suspended one only for
 * admins, and not for a member they blocked.
 */
export async function historyOwner(ctx: RequestContext, slug: string): Promise<User | null> {
  const user = await findUserBySlug(ctx.em, slug);
  if (!user || (user.status === 'SUSPENDED' && !isAdmin(ctx.viewer)) || (await hiddenFromViewer(ctx, user.id))) return null;
  return user;
}
