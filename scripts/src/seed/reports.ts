import { seedId } from './deterministic.ts';
import type { Feed } from './feed.ts';
import type { Group } from './groups.ts';
import type { Member } from './members.ts';
import { insertRows, type Db } from './sql.ts';

/**
 * community: a few moderation reports, so each group admin (the demo pastor among them) finds a
 * queue to work: in the first groups, a member reports another member's post; the newest report
 * of a group is pending, an older one was already dismissed by the group's admin. Nothing is hidden
 * or removed, so the planned feed stays as it is.
 */

const REPORTED_GROUPS = 6;
const reasons = [
  'This reads like an advertisement for a paid course, not a question for the group.',
  'The post shares details of someone’s situation that they asked us to keep private.',
  'Off topic for this group; it has been posted in several groups at once.',
  'The tone towards another member is harsh and personal.',
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export async function writeReports(
  db: Db,
  plan: { feed: Feed; groups: readonly Group[]; members: readonly Member[] },
  written: { postIds: ReadonlySet<string>; present: ReadonlySet<string> },
  now: Date,
): Promise<void> {
  const { feed, groups, members } = plan;
  const { postIds, present } = written;
  const at = (ms: number) => new Date(Math.min(ms, now.getTime()));
  const profileOf = new Map(members.map((m) => [m.id, m.profileId]));
  const rows: Record<string, unknown>[] = [];
  for (const group of groups.slice(0, REPORTED_GROUPS)) {
    const admin = group.members.find((m) => m.role === 'ADMIN')?.userId;
    // Newest first, so the pending report is the most recent one.
    const reportable = feed.posts
      .filter((post) => post.groupId === group.id && postIds.has(post.id) && post.authorId !== admin)
      .toSorted((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, 2);
    reportable.forEach((post, index) => {
      const reporter = group.members.find((m) => present.has(m.userId) && m.userId !== post.authorId && m.userId !== admin)?.userId;
      if (!admin || !present.has(admin) || !reporter) return;
      const createdAt = at(post.createdAt.getTime() + DAY_MS / 4);
      const reviewed = index > 0 ? { at: at(createdAt.getTime() + DAY_MS), by: admin } : null;
      rows.push({
        id: seedId('report', post.id),
        reporter_id: reporter,
        reporter_profile_id: profileOf.get(reporter) ?? null,
        content_type: 'POST',
        content_id: post.id,
        content_author_id: post.authorId,
        group_id: group.id,
        content_body: post.body,
        reason: reasons[(rows.length + index) % reasons.length],
        status: reviewed ? 'DISMISSED' : 'PENDING',
        action_taken: reviewed ? 'DISMISS' : null,
        moderator_notes: reviewed ? 'Checked with the author: it is an honest question, it stays.' : null,
        reviewed_by_id: reviewed?.by ?? null,
        reviewed_at: reviewed?.at ?? null,
        created_at: createdAt,
        updated_at: reviewed?.at ?? createdAt,
      });
    });
  }
  await insertRows(db, 'report', rows);
}
