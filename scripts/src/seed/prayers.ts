import { chanceFor, seedId } from './deterministic.ts';
import { prayerBodies, prayerCommentBodies, prayerUpdateBodies, testimonies } from './feed.data.ts';
import { after, later, reactionOn, since, writeComments, writeReactions, type FeedComment, type FeedReaction } from './feed.ts';
import type { Group } from './groups.ts';
import { DEMO } from './members.ts';
import { audienceOf, type Circles } from './people.ts';
import { insertColumns, type Db } from './sql.ts';

/**
 * community: prayer requests, shared with a group, with the author's connections or with everyone;
 * the author's updates, an answer with its testimony for some, "I prayed" (the PRAYING reaction, once
 * per member) and comments by the people who can see them. The demo member asked for prayer in
 * public, the demo pastor in his group.
 */

export interface Prayer {
  readonly id: string;
  readonly authorId: string;
  readonly audience: 'GROUP' | 'CONNECTIONS' | 'PUBLIC';
  readonly groupId: string | null;
  readonly body: string;
  readonly answeredAt: Date | null;
  readonly testimony: string | null;
  readonly isCommentable: boolean;
  readonly createdAt: Date;
}

export interface PrayerUpdate {
  readonly id: string;
  readonly prayerId: string;
  readonly body: string;
  readonly createdAt: Date;
}

export interface Prayers {
  readonly prayers: readonly Prayer[];
  readonly updates: readonly PrayerUpdate[];
  readonly comments: readonly FeedComment[];
  readonly prayed: readonly FeedReaction[];
}

export function planPrayers(count: number, circles: Circles, groups: readonly Group[], now: Date): Prayers {
  const { members } = circles;
  const n = members.length;
  const result = { prayers: [] as Prayer[], updates: [] as PrayerUpdate[], comments: [] as FeedComment[], prayed: [] as FeedReaction[] };
  for (let q = 0; q < count; q++) {
    const chance = chanceFor('prayer', q);
    const authorIndex = q === 0 ? DEMO.member : q === 1 ? DEMO.pastor : chance.int(0, n - 1);
    const author = members[authorIndex]!;
    const theirGroups = circles.groupsOf(authorIndex);
    const group = q === 1 ? (groups[0] ?? null) : q > 1 && theirGroups.length && chance.chance(0.3) ? chance.pick(theirGroups) : null;
    const audience = group ? 'GROUP' : q === 0 || chance.chance(0.5) ? 'PUBLIC' : 'CONNECTIONS';
    const id = seedId('prayer', q);
    const createdAt = since(group ? later(author.joinedAt, group.createdAt) : author.joinedAt, now, chance, q < 2 ? 20 : 180);
    const answered = q > 1 && chance.chance(0.25);

    // The updates come while the prayer waits; the answer after them.
    let last = createdAt;
    for (let u = 0, updates = chance.int(answered ? 1 : 0, 2) + (q < 2 ? 1 : 0); u < updates; u++) {
      last = after(last, now, chance, 10);
      result.updates.push({ id: seedId('prayer', q, 'update', u), prayerId: id, body: chance.pick(prayerUpdateBodies), createdAt: last });
    }
    const answeredAt = answered ? after(last, now, chance, 20) : null;
    const isCommentable = q < 2 || chance.chance(0.9);
    result.prayers.push({
      id,
      authorId: author.id,
      audience,
      groupId: group?.id ?? null,
      body: q === 0 ? prayerBodies[0] : chance.pick(prayerBodies),
      answeredAt,
      testimony: answered && chance.chance(0.85) ? chance.pick(testimonies) : null,
      isCommentable,
      createdAt,
    });

    // Who can see it prays: the group's members, the author's connections, anyone for a public one.
    const seers = audience === 'PUBLIC' ? null : group;
    const pray = audienceOf(circles, authorIndex, seers, chance, chance.int(1, 12) + (q < 2 ? 5 : 0));
    const pool = audience === 'CONNECTIONS' ? pray.filter((i) => circles.connectionsOf(authorIndex).includes(i)) : pray;
    for (const i of pool) result.prayed.push(reactionOn({ prayerId: id }, members[i]!.id, 'PRAYING', after(later(createdAt, members[i]!.joinedAt), now, chance)));
    if (!isCommentable) continue;
    pool.slice(0, chance.int(0, 4) + (q < 2 ? 2 : 0)).forEach((i, k) => {
      result.comments.push({
        id: seedId('prayer', q, 'comment', k),
        authorId: members[i]!.id,
        newsFeedPostId: null,
        prayerId: id,
        body: chance.pick(prayerCommentBodies),
        createdAt: after(later(createdAt, members[i]!.joinedAt), now, chance),
      });
    });
  }
  return result;
}

/** Writes the prayers whose author and group community has, with their updates, comments and "I prayed". */
export async function writePrayers(db: Db, planned: Prayers, members: ReadonlySet<string>, groups: ReadonlySet<string>): Promise<void> {
  const prayers = planned.prayers.filter((p) => members.has(p.authorId) && (p.groupId === null || groups.has(p.groupId)));
  await insertColumns(db, 'prayer', prayers, {
    id: ['uuid', (p) => p.id],
    author_id: ['uuid', (p) => p.authorId],
    audience: ['text', (p) => p.audience],
    group_id: ['uuid', (p) => p.groupId],
    body: ['text', (p) => p.body],
    is_answered: ['boolean', (p) => p.answeredAt !== null],
    answered_at: ['timestamptz', (p) => p.answeredAt?.toISOString() ?? null],
    testimony: ['text', (p) => p.testimony],
    is_commentable: ['boolean', (p) => p.isCommentable],
    created_at: ['timestamptz', (p) => p.createdAt.toISOString()],
    updated_at: ['timestamptz', (p) => (p.answeredAt ?? p.createdAt).toISOString()],
  });
  const ids = new Set(prayers.map((p) => p.id));
  await insertColumns(
    db,
    'prayer_update',
    planned.updates.filter((u) => ids.has(u.prayerId)),
    {
      id: ['uuid', (u) => u.id],
      prayer_id: ['uuid', (u) => u.prayerId],
      body: ['text', (u) => u.body],
      created_at: ['timestamptz', (u) => u.createdAt.toISOString()],
      updated_at: ['timestamptz', (u) => u.createdAt.toISOString()],
    },
  );
  await writeComments(db, planned.comments.filter((c) => members.has(c.authorId) && ids.has(c.prayerId!)));
  await writeReactions(db, planned.prayed.filter((r) => members.has(r.userId) && ids.has(r.prayerId!)));
}
