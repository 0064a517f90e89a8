import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { defineGroupLoader, isUuid } from '@koinonia/kit';
import { blockedEitherWaySql, toArray } from '../people/people.repository.ts';
import type { ReactionName } from './reaction.entity.ts';

/** The column of `reaction` that points at each kind of target. */
export const reactionColumns = { post: 'news_feed_post_id', comment: 'comment_id', prayer: 'prayer_id' } as const;
export type ReactionTargetKind = keyof typeof reactionColumns;

export interface ReactionTargetRef {
  readonly kind: ReactionTargetKind;
  readonly id: string;
}

/** The reactions of one name on a target, as `reactions(...)` answers them. */
export interface ReactionSummary {
  readonly name: ReactionName;
  readonly count: number;
  readonly userIds: readonly string[];
  readonly viewerHasReacted: boolean;
}

/**
 * Adds the member's reaction unless they already have it: the unique index decides, also between two
 * requests at once. True when this call added it.
 */
export async function insertReaction(em: EntityManager, userId: string, name: ReactionName, target: ReactionTargetRef): Promise<boolean> {
  const rows = await em.execute<{ id: string }[]>(
    `insert into reaction (id, user_id, name, ${reactionColumns[target.kind]}, created_at) values (?, ?, ?, ?, clock_timestamp())
       on conflict do nothing returning id`,
    [randomUUID(), userId, name, target.id],
  );
  return rows.length > 0;
}

export async function deleteReaction(em: EntityManager, userId: string, name: ReactionName, target: ReactionTargetRef): Promise<void> {
  await em.execute(`delete from reaction where ${reactionColumns[target.kind]} = ? and user_id = ? and name = ?`, [target.id, userId, name]);
}

/** The target's reactions by name, oldest first, leaving out people the viewer blocked or who blocked them. */
export async function summarizeReactions(em: EntityManager, target: ReactionTargetRef, viewerId: string | null): Promise<ReactionSummary[]> {
  const blocked = viewerId ? ` and not ${blockedEitherWaySql('r.user_id')}` : '';
  const rows = await em.execute<{ name: ReactionName; user_id: string }[]>(
    `select r.name, r.user_id from reaction r where r.${reactionColumns[target.kind]} = ?${blocked} order by r.name, r.created_at, r.id`,
    viewerId ? [target.id, viewerId, viewerId] : [target.id],
  );
  const byName = new Map<ReactionName, string[]>();
  for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row.user_id]);
  return [...byName].map(([name, userIds]) => ({ name, count: userIds.length, userIds, viewerHasReacted: viewerId !== null && userIds.includes(viewerId) }));
}

/** Every reaction on each comment, oldest first, batched per request (a page of comments). */
export const reactionsByComment = defineGroupLoader(
  (em, ids: readonly string[]) =>
    em.execute<{ comment_id: string; name: ReactionName; user_id: string }[]>(
      'select comment_id, name, user_id from reaction where comment_id = any(?::uuid[]) order by created_at, id',
      [toArray(ids.filter(isUuid))],
    ),
  (row) => row.comment_id,
);

type ViewerTargetKey = `${string}/${string}`;
/** A target's key for the reaction counts of one viewer (the empty id: anonymous). */
export const viewerTargetKey = (viewerId: string | null, targetId: string): ViewerTargetKey => `${viewerId ?? ''}/${targetId}`;

/** The reactions of one name on a target: how many, and whether the viewer is among them. */
export interface ReactionCountRow {
  readonly key: ViewerTargetKey;
  readonly name: ReactionName;
  readonly count: number;
  readonly viewerReacted: boolean;
}

/**
 * Each target's reactions counted by name, batched per request: a page of posts, comments or prayers
 * costs one query per kind. People blocked either way with the viewer are left out, as in
 * `summarizeReactions`.
 */
const countsLoader = (kind: ReactionTargetKind) =>
  defineGroupLoader(
    async (em, keys: readonly ViewerTargetKey[]) => {
      // The keys of one request share its viewer.
      const viewerId = keys[0]?.split('/')[0] || null;
      const ids = keys.map((key) => key.split('/')[1] ?? '').filter(isUuid);
      const column = `r.${reactionColumns[kind]}`;
      const blocked = viewerId ? ` and not ${blockedEitherWaySql('r.user_id')}` : '';
      const rows = await em.execute<{ target_id: string; name: ReactionName; n: number; mine: boolean }[]>(
        `select ${column} as target_id, r.name, count(*)::int as n, coalesce(bool_or(r.user_id = ?::uuid), false) as mine
           from reaction r where ${column} = any(?::uuid[])${blocked}
           group by ${column}, r.name order by r.name`,
        [viewerId, toArray(ids), ...(viewerId ? [viewerId, viewerId] : [])],
      );
      return rows.map((row) => ({ key: viewerTargetKey(viewerId, row.target_id), name: row.name, count: Number(row.n), viewerReacted: row.mine }));
    },
    (row: ReactionCountRow) => row.key,
  );

export const reactionCountsOf = { post: countsLoader('post'), comment: countsLoader('comment'), prayer: countsLoader('prayer') } as const;
