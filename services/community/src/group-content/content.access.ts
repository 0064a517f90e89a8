import type { EntityManager, RequestContext } from '@koinonia/kit';
import { administers, resolveScope, usableScope, type ContentScope, type ScopeArgs } from '../scopes/content-scope.ts';
import type { ContentItem } from './content.entities.ts';
import { contentErrors } from './content.errors.ts';
import type { ContentKind } from './content.kinds.ts';
import { findContentItem, lockScopeList, scopeOf } from './content.repository.ts';

/**
 * Whether `userId` may edit or delete `item` of `scope`: the scope's admins (and platform admins)
 * any item, others only their own, and only while they may add to the scope (a member loses it when
 * the admins close the feature to members, or when they leave).
 */
export const mayChange = (scope: ContentScope, item: ContentItem, userId: string | null): boolean =>
  scope.access.canUse && (administers(scope) || (userId !== null && item.createdById === userId));

/** `viewerCanEdit` of an item the viewer is reading (its scope comes from the request's loaders). */
export async function viewerMayChange<E extends ContentItem>(ctx: RequestContext, kind: ContentKind<E>, item: ContentItem): Promise<boolean> {
  if (!ctx.viewer.userId) return false;
  return mayChange(await resolveScope(ctx, scopeOf(item), kind.feature), item, ctx.viewer.userId);
}

/**
 * The item `id` for EDIT or DELETE by the viewer, read again after its scope's list is locked (a
 * whole-list save may have just deleted it). NOT_FOUND when it does not exist or is not in the scope
 * named (groupId, eventId, when given); FORBIDDEN when the viewer may not change it.
 */
export async function changeableItem<E extends ContentItem>(
  ctx: RequestContext,
  em: EntityManager,
  kind: ContentKind<E>,
  args: { readonly id: string; readonly groupId?: string | null | undefined; readonly eventId?: string | null | undefined },
): Promise<{ item: E; scope: ContentScope }> {
  const found = await findContentItem(em, kind, args.id);
  const named = (given: string | null | undefined, actual: string | null | undefined) => given == null || given === actual;
  if (!found || !named(args.groupId, found.groupId) || !named(args.eventId, found.eventId)) throw contentErrors.notFound(kind);
  const scope = await usableScope(ctx, scopeOf(found), kind.feature);
  if (!mayChange(scope, found, ctx.viewer.userId)) throw contentErrors.notTheirs(kind);
  await lockScopeList(em, kind, scope);
  const item = await findContentItem(em, kind, args.id, { refresh: true });
  if (!item) throw contentErrors.notFound(kind);
  return { item, scope };
}

/** The scope's list for a whole-list operation: its admins' (and platform admins') alone. */
export async function administeredScope<E extends ContentItem>(ctx: RequestContext, kind: ContentKind<E>, args: ScopeArgs): Promise<ContentScope> {
  const scope = await usableScope(ctx, args, kind.feature);
  if (!administers(scope)) throw contentErrors.adminsOnly(kind);
  return scope;
}
