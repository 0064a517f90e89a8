import {
  DomainError,
  datePosition,
  isAdmin,
  pageSize,
  requireUser,
  type EntityManager,
  type RequestContext,
} from '@koinonia/kit';
import type { QueryPrayersArgs } from '../__generated__/resolvers.ts';
import { groupById } from '../groups/group.repository.ts';
import { areConnected, isBlockedBetween } from '../people/people.repository.ts';
import { administers, readableScope, resolveScope, type ContentScope } from '../scopes/content-scope.ts';
import type { Prayer, PrayerUpdate } from './prayer.entity.ts';
import { findPrayerPage, findUpdate, lockPrayer, prayerById, type PrayerPage } from './prayer.repository.ts';
import { prayerErrors } from './prayers.errors.ts';

/** The group a prayer belongs to, as the viewer stands in it; null outside groups or when hidden from them. */
export async function scopeOf(ctx: RequestContext, prayer: Prayer): Promise<ContentScope | null> {
  if (!prayer.groupId) return null;
  try {
    return await resolveScope(ctx, { groupId: prayer.groupId }, 'prayer');
  } catch (error) {
    if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * Whether the viewer may see a prayer: its author always; no one the author blocked or who blocked
 * them; platform admins (moderation); others only an APPROVED prayer, then as its audience says:
 * the group's prayer feature, the author's connections, or everyone. Events are not built: their
 * prayers show to their authors only.
 */
export async function mayReadPrayer(ctx: RequestContext, prayer: Prayer): Promise<boolean> {
  const viewerId = ctx.viewer.userId;
  if (viewerId === prayer.authorId) return true;
  if (await isBlockedBetween(ctx, viewerId, prayer.authorId)) return false;
  if (isAdmin(ctx.viewer)) return true;
  // A moderator hid or removed it (reports/).
  if (prayer.status !== 'APPROVED') return false;
  switch (prayer.audience) {
    case 'PUBLIC':
      return true;
    case 'CONNECTIONS':
      return viewerId ? areConnected(ctx.em, viewerId, prayer.authorId) : false;
    case 'GROUP':
      return (await scopeOf(ctx, prayer))?.access.canSee ?? false;
    case 'EVENT':
      return false;
  }
}

/** Whether the viewer may delete a prayer and turn its comments off: its author, its group's admins, platform admins. */
export async function mayModeratePrayer(ctx: RequestContext, prayer: Prayer): Promise<boolean> {
  if (ctx.viewer.userId === prayer.authorId || isAdmin(ctx.viewer)) return true;
  const scope = await scopeOf(ctx, prayer);
  return scope ? administers(scope) : false;
}

/** prayer(id): null when missing or hidden from the viewer. */
export async function findPrayer(ctx: RequestContext, id: string): Promise<Prayer | null> {
  const prayer = await prayerById(ctx).load(id);
  return prayer && (await mayReadPrayer(ctx, prayer)) ? prayer : null;
}

/** prayers(...): a group's (or event's) prayers, or those the viewer may see outside them. */
export async function listPrayers(ctx: RequestContext, args: QueryPrayersArgs): Promise<PrayerPage> {
  const filter = args.filterByType ?? 'ALL';
  const viewerId = filter === 'MY_PRAYERS' ? requireUser(ctx.viewer) : ctx.viewer.userId;
  const scoped = args.groupId != null || args.eventId != null;
  const scope = scoped ? await readableScope(ctx, { groupId: args.groupId, eventId: args.eventId }, 'prayer') : null;
  return findPrayerPage(ctx.em, {
    scope: scope ? { groupId: scope.groupId } : null,
    viewerId,
    isPlatformAdmin: isAdmin(ctx.viewer),
    filter,
    after: datePosition(args.cursor),
    limit: pageSize(args.first),
  });
}

/**
 * The prayer `id` for a change, its row locked in `em`: NOT_FOUND when the viewer may not see it;
 * FORBIDDEN in a suspended group (read-only for all but platform admins).
 */
async function prayerForChange(ctx: RequestContext, em: EntityManager, id: string): Promise<Prayer> {
  const prayer = await lockPrayer(em, id);
  if (!prayer || !(await mayReadPrayer(ctx, prayer))) throw prayerErrors.notFound();
  if (prayer.groupId && !isAdmin(ctx.viewer) && (await groupById(ctx).load(prayer.groupId))?.status !== 'ACTIVE') {
    throw prayerErrors.readOnlyGroup();
  }
  return prayer;
}

/** The prayer `id`, locked, when the viewer wrote it. */
export async function prayerOfAuthor(ctx: RequestContext, em: EntityManager, id: string): Promise<Prayer> {
  const prayer = await prayerForChange(ctx, em, id);
  if (prayer.authorId !== ctx.viewer.userId) throw prayerErrors.notTheAuthor();
  return prayer;
}

/** The prayer `id`, locked, when the viewer may moderate it (`mayModeratePrayer`). */
export async function prayerModeratedBy(ctx: RequestContext, em: EntityManager, id: string): Promise<Prayer> {
  const prayer = await prayerForChange(ctx, em, id);
  if (!(await mayModeratePrayer(ctx, prayer))) throw prayerErrors.notAModerator();
  return prayer;
}

/** The update `id` when the viewer wrote its prayer (whose row is locked). */
export async function updateOfAuthor(ctx: RequestContext, em: EntityManager, id: string): Promise<PrayerUpdate> {
  const update = await findUpdate(em, id);
  if (!update) throw prayerErrors.updateNotFound();
  await prayerOfAuthor(ctx, em, update.prayerId);
  return update;
}
