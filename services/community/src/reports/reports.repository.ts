import type { EntityManager } from '@mikro-orm/postgresql';
import { datePositionOf, isUuid, toPage, type DatePosition, type Page } from '@koinonia/kit';
import type { ModerationStatus } from '../feed/news-feed-post.entity.ts';
import { GroupRole } from '../groups/group.entity.ts';
import { toArray } from '../people/people.repository.ts';
import { ReportEntity, type CommunityContentType, type Report, type ReportAction, type ReportContentType, type ReportStatus } from './report.entity.ts';

/** A page of reports with how many the viewer may see in all, and whether they review any (the `ReportPage` schema type). */
export type ReportPage = Page<Report> & { readonly totalCount: number; readonly viewerIsReviewer: boolean };

export interface ReportReader {
  readonly userId: string;
  readonly isPlatformAdmin: boolean;
  /** Only the reports the reader may review (the moderation queue), not those they only filed. */
  readonly toReview: boolean;
}

/**
 * Platform admins see every report; others those about content in groups they administer, and
 * (unless only those to review are asked for) those they filed.
 */
function visibleTo(reader: ReportReader): { sql: string; params: unknown[] } {
  if (reader.isPlatformAdmin) return { sql: 'true', params: [] };
  const administered = 'exists (select 1 from group_member m where m.group_id = r.group_id and m.user_id = ?::uuid and m.role = ?)';
  if (reader.toReview) return { sql: administered, params: [reader.userId, GroupRole.ADMIN] };
  return { sql: `(r.reporter_id = ?::uuid or ${administered})`, params: [reader.userId, reader.userId, GroupRole.ADMIN] };
}

/** Whether the user administers a group, and so reviews its reports. */
export async function administersAGroup(em: EntityManager, userId: string): Promise<boolean> {
  const rows = await em.execute<unknown[]>('select 1 from group_member where user_id = ? and role = ? limit 1', [userId, GroupRole.ADMIN]);
  return rows.length > 0;
}

/** A page of reports newest first (keyset on created_at, id), and their total. */
export async function findReportPage(
  em: EntityManager,
  query: { reader: ReportReader; status: ReportStatus | null; contentType: ReportContentType | null; after: DatePosition | null; limit: number },
): Promise<Page<Report> & { readonly totalCount: number }> {
  const visible = visibleTo(query.reader);
  const where = `${visible.sql} and (?::text is null or r.status = ?) and (?::text is null or r.content_type = ?)`;
  const params = [...visible.params, query.status, query.status, query.contentType, query.contentType];
  const after = query.after ? { sql: ' and (r.created_at, r.id) < (?, ?::uuid)', params: [query.after.at, query.after.id] } : { sql: '', params: [] };
  const rows = await em.execute<Record<string, unknown>[]>(
    `select r.* from report r where ${where}${after.sql} order by r.created_at desc, r.id desc limit ?`,
    [...params, ...after.params, query.limit + 1],
  );
  const [total] = await em.execute<{ n: string }[]>(`select count(*) as n from report r where ${where}`, params);
  const reports = rows.map((row) => em.map(ReportEntity, row));
  return { ...toPage(reports, query.limit, (report) => datePositionOf(report.createdAt, report.id)), totalCount: Number(total?.n ?? 0) };
}

export const findReports = (em: EntityManager, ids: readonly string[]): Promise<Report[]> =>
  em.find(ReportEntity, { id: { $in: ids.filter(isUuid) } });

/**
 * Takes a transaction-scoped lock on each content's reports, in one order: reviews of the same
 * content take turns (and two reviews of overlapping contents cannot deadlock).
 */
export async function lockReportedContents(em: EntityManager, contentIds: readonly string[]): Promise<void> {
  for (const id of [...new Set(contentIds)].sort()) {
    await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`report:${id}`]);
  }
}

export interface Review {
  readonly reportIds: readonly string[];
  readonly status: Exclude<ReportStatus, 'PENDING'>;
  readonly action: ReportAction;
  readonly notes: string | null;
  readonly reviewerId: string;
  /** Also close the other pending reports of the same contents. */
  readonly withSameContent: boolean;
}

/**
 * Closes the pending reports among `reportIds` (and, when asked, the other pending reports of their
 * contents) in one statement, and answers those it closed: a report another review closed first is
 * not among them.
 */
export async function closeReports(em: EntityManager, review: Review): Promise<Report[]> {
  const ids = toArray(review.reportIds.filter(isUuid));
  const sameContent = review.withSameContent
    ? ' or (r.content_type, r.content_id) in (select o.content_type, o.content_id from report o where o.id = any(?::uuid[]))'
    : '';
  const rows = await em.execute<Record<string, unknown>[]>(
    `update report r set status = ?, action_taken = ?, moderator_notes = ?, reviewed_by_id = ?, reviewed_at = clock_timestamp(), updated_at = clock_timestamp()
      where r.status = 'PENDING' and (r.id = any(?::uuid[])${sameContent})
      returning r.*`,
    [review.status, review.action, review.notes, review.reviewerId, ids, ...(review.withSameContent ? [ids] : [])],
  );
  return rows.map((row) => em.map(ReportEntity, row)).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
}

const contentTables = { POST: 'news_feed_post', COMMENT: 'comment', PRAYER: 'prayer' } as const satisfies Record<CommunityContentType, string>;

/**
 * Sets a post's, comment's or prayer's moderation status, its row locked; answers the status it had
 * (null when it is gone).
 */
export async function setModerationStatus(em: EntityManager, type: CommunityContentType, id: string, status: ModerationStatus): Promise<ModerationStatus | null> {
  const table = contentTables[type];
  const [row] = await em.execute<{ previous: ModerationStatus }[]>(
    `with old as (select id, status from ${table} where id = ? for update)
     update ${table} t set status = ?, updated_at = clock_timestamp() from old where t.id = old.id returning old.status as previous`,
    [id, status],
  );
  return row?.previous ?? null;
}

/** Who reviews reports about content in a group besides platform admins: its admins. */
export async function groupAdminIds(em: EntityManager, groupId: string | null): Promise<string[]> {
  if (!groupId) return [];
  const rows = await em.execute<{ user_id: string }[]>(
    'select user_id from group_member where group_id = ? and role = ? order by user_id',
    [groupId, GroupRole.ADMIN],
  );
  return rows.map((row) => row.user_id);
}

export interface ChatMessageReport {
  readonly messageId: string;
  readonly groupId: string | null;
  readonly reporterId: string;
  readonly authorId: string;
  readonly body: string;
  readonly reason: string;
}

/**
 * Files a report of a chat message as chat sent it, once per reporter and message (a second one
 * changes nothing: answers null). A group community does not know (any more) is not kept, so the
 * report goes to the platform admins' queue instead of failing on the group's foreign key.
 */
export async function fileChatMessageReport(em: EntityManager, id: string, report: ChatMessageReport): Promise<Report | null> {
  const rows = await em.execute<Record<string, unknown>[]>(
    `insert into report (id, reporter_id, reporter_profile_id, content_type, content_id, content_author_id, group_id, content_body, reason, created_at, updated_at)
     values (?, ?, (select profile_id from community_member where user_id = ?), 'CHAT_MESSAGE', ?, ?, (select id from app_group where id = ?::uuid), ?, ?, clock_timestamp(), clock_timestamp())
     on conflict (reporter_id, content_type, content_id) do nothing
     returning *`,
    [id, report.reporterId, report.reporterId, report.messageId, report.authorId, report.groupId, report.body, report.reason],
  );
  return rows[0] ? em.map(ReportEntity, rows[0]) : null;
}
