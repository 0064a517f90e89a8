import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Every query of who may see a prayer beyond its group: the author's connections and blocks. They
 * read two read models the feed keeps (its tables, not created here):
 * - `community_connection(user_id, other_id)`: each accepted connection, in both directions;
 * - `community_block(blocker_id, blocked_id)`: who blocked whom.
 * SQL fragments take the column holding the author's id (`p.author_id` in a prayer query).
 */

/** A raw SQL condition with its `?` parameters, for a query builder's `andWhere`. */
export interface SqlCondition {
  readonly sql: string;
  readonly params: readonly unknown[];
}

/** The author is an accepted connection of `viewerId`. */
const connected = (viewerId: string, author: string): SqlCondition => ({
  sql: `exists (select 1 from community_connection c where c.user_id = ? and c.other_id = ${author})`,
  params: [viewerId],
});

/** The author blocked `viewerId`, or `viewerId` blocked the author. */
const blocked = (viewerId: string, author: string): SqlCondition => ({
  sql: `exists (select 1 from community_block b
          where (b.blocker_id = ? and b.blocked_id = ${author}) or (b.blocker_id = ${author} and b.blocked_id = ?))`,
  params: [viewerId, viewerId],
});

/** Prayers whose author and the viewer have not blocked each other (anonymous visitors block no one). */
export function notBlocked(viewerId: string | null, author = 'p.author_id'): SqlCondition | null {
  if (!viewerId) return null;
  const { sql, params } = blocked(viewerId, author);
  return { sql: `not ${sql}`, params };
}

/**
 * The prayers outside groups and events the viewer may see: PUBLIC ones, their connections'
 * CONNECTIONS ones, and their own of any audience. Anonymous visitors: PUBLIC ones.
 */
export function seenOutsideScopes(viewerId: string | null, alias = 'p'): SqlCondition {
  if (!viewerId) return { sql: `${alias}.audience = 'PUBLIC'`, params: [] };
  const byConnection = connected(viewerId, `${alias}.author_id`);
  return {
    sql: `(${alias}.audience = 'PUBLIC' or ${alias}.author_id = ?
           or (${alias}.audience = 'CONNECTIONS' and ${byConnection.sql}))`,
    params: [viewerId, ...byConnection.params],
  };
}

/** One pair: whether either blocked the other. */
export async function blockedEitherWay(em: EntityManager, viewerId: string, authorId: string): Promise<boolean> {
  const rows = await em.execute<{ hit: number }[]>(
    `select 1 as hit from community_block b
      where (b.blocker_id = ? and b.blocked_id = ?) or (b.blocker_id = ? and b.blocked_id = ?) limit 1`,
    [viewerId, authorId, authorId, viewerId],
  );
  return rows.length > 0;
}

/** One pair: whether they are connected. */
export async function areConnected(em: EntityManager, viewerId: string, authorId: string): Promise<boolean> {
  const rows = await em.execute<{ hit: number }[]>(
    'select 1 as hit from community_connection c where c.user_id = ? and c.other_id = ?',
    [viewerId, authorId],
  );
  return rows.length > 0;
}
