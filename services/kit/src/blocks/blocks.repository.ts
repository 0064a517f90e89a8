import type { EntityManager } from '@mikro-orm/postgresql';
import { defineLoader, type Loader } from '../db/loaders.ts';
import { isUuid } from '../validation.ts';

// Every query of the `member_block` read model (migration.ts), written only by blocks.handlers.ts.
// Identity owns blocks; a service asks these whether two members may reach one another.

/** A PostgreSQL array literal of ids: the driver would spread a JS array into a list of parameters. */
const idArray = (ids: readonly string[]): string => `{${ids.filter(isUuid).join(',')}}`;

export async function recordBlock(em: EntityManager, blockerId: string, blockedId: string): Promise<void> {
  if (!isUuid(blockerId) || !isUuid(blockedId)) return;
  await em.execute('insert into member_block (blocker_id, blocked_id) values (?, ?) on conflict do nothing', [blockerId, blockedId]);
}

export async function forgetBlock(em: EntityManager, blockerId: string, blockedId: string): Promise<void> {
  if (!isUuid(blockerId) || !isUuid(blockedId)) return;
  await em.execute('delete from member_block where blocker_id = ? and blocked_id = ?', [blockerId, blockedId]);
}

/** Whether either member blocked the other. */
export async function isBlockedEitherWay(em: EntityManager, a: string, b: string): Promise<boolean> {
  return (await blockedAmong(em, a, [b])).size > 0;
}

/** Those of `otherIds` whom `userId` blocked or who blocked `userId`: one query for a whole list. */
export async function blockedAmong(em: EntityManager, userId: string, otherIds: readonly string[]): Promise<Set<string>> {
  const others = idArray(otherIds);
  if (!isUuid(userId) || others === '{}') return new Set();
  const rows = await em.execute<{ other_id: string }[]>(
    `select blocked_id as other_id from member_block where blocker_id = ? and blocked_id = any(?::uuid[])
     union
     select blocker_id from member_block where blocked_id = ? and blocker_id = any(?::uuid[])`,
    [userId, others, userId, others],
  );
  return new Set(rows.map((row) => row.other_id));
}

/**
 * SQL that is true when the viewer (the parameter, bound twice) and the person in `column` blocked
 * one another, either way: for lists whose rows are hidden from a blocked pair.
 */
export const blockedEitherWaySql = (column: string): string =>
  `exists (select 1 from member_block b
     where (b.blocker_id = ?::uuid and b.blocked_id = ${column}) or (b.blocker_id = ${column} and b.blocked_id = ?::uuid))`;

type PairKey = `${string}/${string}`;
const pairKey = (a: string, b: string): PairKey => `${a}/${b}`;

/** Whether the two people of a pair key blocked one another, either way; batched per request. */
const blockBetween = defineLoader(
  async (em, keys: readonly PairKey[]) => {
    const people = idArray([...new Set(keys.flatMap((key) => key.split('/')))]);
    const rows = await em.execute<{ blocker_id: string; blocked_id: string }[]>(
      'select blocker_id, blocked_id from member_block where blocker_id = any(?::uuid[]) and blocked_id = any(?::uuid[])',
      [people, people],
    );
    const blocked = new Set(rows.flatMap((row) => [pairKey(row.blocker_id, row.blocked_id), pairKey(row.blocked_id, row.blocker_id)]));
    return keys.filter((key) => blocked.has(key)).map((key) => ({ key }));
  },
  (row) => row.key,
);

/**
 * Whether `viewerId` (null: anonymous, who blocks no one) and `otherId` blocked one another, batched
 * per request (a page of comments asks for each author).
 */
export const isBlockedBetween = async (
  scope: Parameters<Loader<PairKey, unknown>>[0],
  viewerId: string | null,
  otherId: string,
): Promise<boolean> => viewerId !== null && viewerId !== otherId && (await blockBetween(scope).load(pairKey(viewerId, otherId))) !== null;
