import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { beforeDate, datePositionOf, defineGroupLoader, defineLoader, isUuid, toPage, type DatePosition, type Page } from '@koinonia/kit';
import { PrayerEntity, PrayerUpdateEntity, type Prayer, type PrayerUpdate } from './prayer.entity.ts';
import { blockedEitherWaySql } from '../people/people.repository.ts';

/** A page of prayers (the `PrayerPage` schema type is resolved from it). */
export type PrayerPage = Page<Prayer>;

/** Prayers by id, batched per request. */
export const prayerById = defineLoader(
  (em, ids: readonly string[]) => em.find(PrayerEntity, { id: { $in: ids.filter(isUuid) } }),
  (prayer) => prayer.id,
);

/**
 * A prayer by id, its row locked until the transaction ends: changes of one prayer take turns
 * (answered once, the update limit counted exactly).
 */
export const lockPrayer = async (em: EntityManager, id: string): Promise<Prayer | null> =>
  isUuid(id) ? em.findOne(PrayerEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;

export const prayerFilters = ['ALL', 'ANSWERED', 'MY_PRAYERS', 'UNANSWERED'] as const;
export type PrayerFilter = (typeof prayerFilters)[number];

export interface PrayerListQuery {
  /** One group's or event's prayers; null: those outside scopes the viewer may see (`seenOutsideScopes`). */
  readonly scope: { readonly groupId: string } | { readonly eventId: string } | null;
  readonly viewerId: string | null;
  /** Platform admins also see prayers a moderator hid or removed; others only APPROVED ones and their own. */
  readonly isPlatformAdmin: boolean;
  readonly filter: PrayerFilter;
  readonly after: DatePosition | null;
  readonly limit: number;
}

// Who may see a prayer beyond its group, in SQL: the author's connections and blocks, from the
// read models the people feature keeps (`community_connection`, and kit's `member_block`).

/** A raw SQL condition with its `?` parameters, for a query builder's `andWhere`. */
interface SqlCondition {
  readonly sql: string;
  readonly params: readonly unknown[];
}

/** Prayers whose author and the viewer have not blocked each other (anonymous visitors block no one). */
function notBlocked(viewerId: string | null): SqlCondition | null {
  return viewerId ? { sql: `not ${blockedEitherWaySql('p.author_id')}`, params: [viewerId, viewerId] } : null;
}

/** APPROVED prayers, and the viewer's own whatever a moderator did with them. */
function approvedOrOwn(viewerId: string | null): SqlCondition {
  return viewerId ? { sql: "(p.status = 'APPROVED' or p.author_id = ?)", params: [viewerId] } : { sql: "p.status = 'APPROVED'", params: [] };
}

/**
 * The prayers outside groups and events the viewer may see: PUBLIC ones, their connections'
 * CONNECTIONS ones, and their own of any audience. Anonymous visitors: PUBLIC ones.
 */
function seenOutsideScopes(viewerId: string | null): SqlCondition {
  if (!viewerId) return { sql: "p.audience = 'PUBLIC'", params: [] };
  return {
    sql: `(p.audience = 'PUBLIC' or p.author_id = ?
           or (p.audience = 'CONNECTIONS' and exists (select 1 from community_connection c where c.user_id = ? and c.other_id = p.author_id)))`,
    params: [viewerId, viewerId],
  };
}

/** A page of prayers, newest first; never those of authors the viewer blocked or who blocked them. */
export async function findPrayerPage(em: EntityManager, query: PrayerListQuery): Promise<PrayerPage> {
  const qb = em.createQueryBuilder(PrayerEntity, 'p').select('*');
  if (query.scope) qb.andWhere(query.scope);
  if (query.filter === 'ANSWERED') qb.andWhere({ isAnswered: true });
  if (query.filter === 'UNANSWERED') qb.andWhere({ isAnswered: false });
  if (query.filter === 'MY_PRAYERS') qb.andWhere({ authorId: query.viewerId! });
  if (query.after) qb.andWhere(beforeDate('createdAt', query.after));
  const raw: SqlCondition[] = [];
  if (!query.scope) raw.push(seenOutsideScopes(query.viewerId));
  if (!query.isPlatformAdmin) raw.push(approvedOrOwn(query.viewerId));
  const unblocked = notBlocked(query.viewerId);
  if (unblocked) raw.push(unblocked);
  for (const condition of raw) qb.andWhere(condition.sql, [...condition.params]);
  const rows = await qb.orderBy({ createdAt: 'desc', id: 'desc' }).limit(query.limit + 1).getResultList();
  return toPage(rows, query.limit, (prayer) => datePositionOf(prayer.createdAt, prayer.id));
}

/** Each prayer's updates, oldest first, batched per request. */
export const updatesOf = defineGroupLoader(
  (em, prayerIds: readonly string[]) =>
    em.find(PrayerUpdateEntity, { prayerId: { $in: prayerIds.filter(isUuid) } }, { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
  (update) => update.prayerId,
);

export const countUpdates = (em: EntityManager, prayerId: string): Promise<number> => em.count(PrayerUpdateEntity, { prayerId });

export const findUpdate = async (em: EntityManager, id: string): Promise<PrayerUpdate | null> =>
  isUuid(id) ? em.findOne(PrayerUpdateEntity, { id }) : null;
