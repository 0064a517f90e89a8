import type { FilterQuery, FindOptions } from '@mikro-orm/core';
import { badInput, decodeCursor, isUuid, toPage, type EntityManager, type Page } from '@koinonia/kit';
import type { ContentScope, ScopeArgs } from '../scopes/content-scope.ts';
import type { ContentItem, Faq, Link, Resource } from './content.entities.ts';
import type { ContentKind } from './content.kinds.ts';

/** The scope columns of the items of `scope` (events will add their own kind of scope). */
export const scopeColumns = (scope: ContentScope): { groupId: string | null; eventId: string | null } => ({
  groupId: scope.groupId,
  eventId: null,
});

/** The scope's column and id, for the statements written in SQL (events will add theirs). */
const scopeKey = (scope: ContentScope): { column: 'group_id'; id: string } => ({ column: 'group_id', id: scope.groupId });

/** The scope an item belongs to, as content-scope takes it. */
export const scopeOf = (item: ContentItem): ScopeArgs => ({ groupId: item.groupId ?? null, eventId: item.eventId ?? null });

/** Where an item of the list lives: after `position` in `order by position, id`. */
export interface ListPosition {
  readonly position: number;
  readonly id: string;
}

/** The position a cursor of a saved-order list stands for; BAD_USER_INPUT if it is not one of ours. */
export function listPosition(cursor: string | null | undefined): ListPosition | null {
  const decoded = decodeCursor(cursor);
  if (!decoded) return null;
  if (typeof decoded.v !== 'number' || !Number.isInteger(decoded.v) || !isUuid(decoded.id)) {
    throw badInput([{ path: 'cursor', message: 'is not a valid cursor' }]);
  }
  return { position: decoded.v, id: decoded.id };
}

// The three kinds share these columns; MikroORM cannot see that through the generic entity, so the
// conditions on them are typed here once.
const where = <E extends ContentItem>(condition: object): FilterQuery<E> => condition;
const savedOrder = <E extends ContentItem>(): FindOptions<E> => ({ orderBy: { position: 'asc', id: 'asc' } }) as FindOptions<E>;

/**
 * Takes the scope's list for the rest of the transaction: every write to it (add, edit, delete,
 * whole-list save) does so first, so counts, positions and a list being replaced never interleave.
 */
export async function lockScopeList<E extends ContentItem>(em: EntityManager, kind: ContentKind<E>, scope: ContentScope): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`${kind.table}:${scope.kind}:${scopeKey(scope).id}`]);
}

/** A page of the scope's items in saved order. */
export async function findContentPage<E extends ContentItem>(
  em: EntityManager,
  kind: ContentKind<E>,
  scope: ContentScope,
  after: ListPosition | null,
  limit: number,
): Promise<Page<E>> {
  const later = after ? [{ $or: [{ position: { $gt: after.position } }, { position: after.position, id: { $gt: after.id } }] }] : [];
  const rows = (await em.find(kind.entity, where<E>({ $and: [scopeColumns(scope), ...later] }), { ...savedOrder<E>(), limit: limit + 1 })) as E[];
  return toPage(rows, limit, (row) => ({ v: row.position, id: row.id }));
}

/** Every item of the scope, in saved order (at most MAX_ITEMS_PER_SCOPE). */
export const findScopeItems = <E extends ContentItem>(em: EntityManager, kind: ContentKind<E>, scope: ContentScope): Promise<E[]> =>
  em.find(kind.entity, where<E>(scopeColumns(scope)), { ...savedOrder<E>() }) as Promise<E[]>;

/** How many items the scope has, and the position after its last. */
export async function listTail<E extends ContentItem>(em: EntityManager, kind: ContentKind<E>, scope: ContentScope): Promise<{ count: number; next: number }> {
  const { column, id } = scopeKey(scope);
  const [row] = await em.execute<{ count: number; next: number }[]>(
    `select count(*)::int as count, coalesce(max(position) + 1, 0)::int as next from ${kind.table} where ${column} = ?`,
    [id],
  );
  return row ?? { count: 0, next: 0 };
}

/** An item by id (null for a malformed one); `refresh` reads it again from the database. */
export const findContentItem = async <E extends ContentItem>(
  em: EntityManager,
  kind: ContentKind<E>,
  id: string,
  options: { refresh?: boolean } = {},
): Promise<E | null> => (isUuid(id) ? em.findOne(kind.entity, where<E>({ id }), options.refresh ? { refresh: true } : {}) : null);

/** Deletes every item of the scope. */
export async function deleteScopeItems<E extends ContentItem>(em: EntityManager, kind: ContentKind<E>, scope: ContentScope): Promise<void> {
  const { column, id } = scopeKey(scope);
  await em.execute(`delete from ${kind.table} where ${column} = ?`, [id]);
}

/** The pages the `LinkPage`, `ResourcePage` and `FaqPage` schema types are resolved from. */
export type LinkPage = Page<Link>;
export type ResourcePage = Page<Resource>;
export type FaqPage = Page<Faq>;
