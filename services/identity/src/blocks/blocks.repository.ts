import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { beforeDate, datePositionOf, toPage, type DatePosition, type Page } from '@koinonia/kit';
import type { User } from '../users/user.entity.ts';
import { BlockEntity, type Block } from './block.entity.ts';

export type BlockPage = Page<Block> & { readonly totalCount: number };

export const findBlock = (em: EntityManager, blockerId: string, blockedUserId: string): Promise<Block | null> =>
  em.findOne(BlockEntity, { blockerId, blockedUserId });

/** A member's block of the member who has `blockedProfileId`. */
export const findBlockOfProfile = (em: EntityManager, blockerId: string, blockedProfileId: string): Promise<Block | null> =>
  em.findOne(BlockEntity, { blockerId, blockedProfileId });

/** Whether either member blocked the other: who blocked whom, or null. */
export const findBlockBetween = (em: EntityManager, a: string, b: string): Promise<Block | null> =>
  em.findOne(BlockEntity, { $or: [{ blockerId: a, blockedUserId: b }, { blockerId: b, blockedUserId: a }] });

/** Users who have not blocked `userId`: a condition for lists of people shown to them. */
export function notBlocking(em: EntityManager, userId: string): FilterQuery<User> {
  return { id: { $nin: em.createQueryBuilder(BlockEntity).select('blockerId').where({ blockedUserId: userId }) } };
}

/** A member's blocks, newest first, with how many there are. */
export async function findBlockPage(em: EntityManager, blockerId: string, after: DatePosition | null, limit: number): Promise<BlockPage> {
  const where = after ? { blockerId, ...beforeDate('createdAt', after) } : { blockerId };
  const rows = await em.find(BlockEntity, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: limit + 1 });
  const page = toPage(rows, limit, (block) => datePositionOf(block.createdAt, block.id));
  return { ...page, totalCount: await em.count(BlockEntity, { blockerId }) };
}
