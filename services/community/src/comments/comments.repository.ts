import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { datePositionOf, defineLoader, isUuid, toPage, type DatePosition, type Page } from '@koinonia/kit';
import { blockedEitherWaySql } from '../people/people.repository.ts';
import { CommentEntity, type Comment } from './comment.entity.ts';
import type { TargetKind } from './targets.ts';

/** A page of comments with how many the viewer may see in all (the `CommentPage` schema type). */
export type CommentPage = Page<Comment> & { readonly totalCount: number };

const targetColumns = { post: 'news_feed_post_id', prayer: 'prayer_id' } as const satisfies Record<TargetKind, string>;

/** Comments by id, batched per request. */
export const commentById = defineLoader(
  (em, ids: readonly string[]) => em.find(CommentEntity, { id: { $in: ids.filter(isUuid) } }),
  (comment) => comment.id,
);

/** A comment, its row locked until the transaction ends (an edit and a delete take turns). */
export const lockComment = async (em: EntityManager, id: string): Promise<Comment | null> =>
  isUuid(id) ? em.findOne(CommentEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;

export interface CommentReader {
  readonly userId: string | null;
  readonly isPlatformAdmin: boolean;
}

/** APPROVED comments, the reader's own, all for platform admins; never across a block. */
function visibleTo(reader: CommentReader): { sql: string; params: unknown[] } {
  const status = reader.isPlatformAdmin ? 'true' : "(c.status = 'APPROVED' or c.author_id = ?::uuid)";
  const blocked = reader.userId ? ` and not ${blockedEitherWaySql('c.author_id')}` : '';
  return {
    sql: `${status}${blocked}`,
    params: [...(reader.isPlatformAdmin ? [] : [reader.userId]), ...(reader.userId ? [reader.userId, reader.userId] : [])],
  };
}

/** A page of a target's comments, oldest first (keyset on created_at, id), and their total. */
export async function findCommentPage(
  em: EntityManager,
  query: { kind: TargetKind; targetId: string; reader: CommentReader; after: DatePosition | null; limit: number },
): Promise<CommentPage> {
  const visible = visibleTo(query.reader);
  const where = `c.${targetColumns[query.kind]} = ?::uuid and ${visible.sql}`;
  const params = [query.targetId, ...visible.params];
  const after = query.after ? { sql: ' and (c.created_at, c.id) > (?, ?::uuid)', params: [query.after.at, query.after.id] } : { sql: '', params: [] };
  const rows = await em.execute<Record<string, unknown>[]>(
    `select c.* from comment c where ${where}${after.sql} order by c.created_at, c.id limit ?`,
    [...params, ...after.params, query.limit + 1],
  );
  const [total] = await em.execute<{ n: string }[]>(`select count(*) as n from comment c where ${where}`, params);
  const comments = rows.map((row) => em.map(CommentEntity, row));
  return { ...toPage(comments, query.limit, (comment) => datePositionOf(comment.createdAt, comment.id)), totalCount: Number(total?.n ?? 0) };
}
