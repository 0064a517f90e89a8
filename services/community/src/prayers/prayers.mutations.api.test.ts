import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { GroupRole } from '../groups/group.entity.ts';
import { addGroup, join, member } from '../groups/groups.testing.ts';
import { communityService } from '../service.ts';
import { PRAYER_BODY_MAX } from './prayer.input.ts';
import { addPrayer, createFeedTables, IS_COMMENTABLE, PRAYER, prayFor, SAVE_PRAYER } from './prayers.testing.ts';

// Real PostgreSQL and migrations; the subgraph is called as the gateway would call it, as several users.
let t: TestService<CommunityConfig>;
beforeAll(async () => {
  t = await startTestService(communityService, loadCommunityConfig);
  await createFeedTables(t);
});
afterAll(async () => t?.stop());

const platformAdmin = () => member([PlatformRole.ADMIN]);
const add = (viewer: Parameters<typeof t.run>[0], variables: Record<string, unknown>) =>
  t.run(viewer, SAVE_PRAYER, { body: 'Pray for rain', mutationType: 'ADD', ...variables });
const edit = (viewer: Parameters<typeof t.run>[0], id: string, variables: Record<string, unknown> = {}) =>
  t.run(viewer, SAVE_PRAYER, { id, mutationType: 'EDIT', ...variables });
const remove = (viewer: Parameters<typeof t.run>[0], id: string) => t.run(viewer, SAVE_PRAYER, { id, mutationType: 'DELETE' });

/** A group with an admin and a member. */
async function groupWithMember(overrides: Parameters<typeof addGroup>[2] = {}) {
  const admin = member();
  const group = await addGroup(t, admin, overrides);
  const regular = member();
  await join(t, group.id, regular);
  return { group, admin, regular };
}

describe('prayer ADD', () => {
  it('shares with the author’s connections by default and records community.prayer.created', async () => {
    const author = member();
    const prayer = await addPrayer(t, author, { body: '  Pray for my mother’s surgery  ' });
    expect(prayer).toMatchObject({
      body: 'Pray for my mother’s surgery',
      audience: 'CONNECTIONS',
      groupId: null,
      eventId: null,
      group: null,
      isAnswered: false,
      answeredAt: null,
      testimony: null,
      isCommentable: true,
      isEdited: false,
      user: { id: author.userId },
      prayedCount: 0,
      viewerHasPrayed: false,
      viewerIsAuthor: true,
      viewerCanModerate: true,
      prayerUpdates: [],
    });
    expect(await t.outbox({ aggregateId: prayer.id })).toEqual([
      {
        type: 'community.prayer.created',
        aggregateId: prayer.id,
        actorId: author.userId,
        payload: { prayerId: prayer.id, authorId: author.userId, audience: 'CONNECTIONS', groupId: null, eventId: null },
      },
    ]);
  });

  it('shares publicly when asked, with comments off and an answer already known', async () => {
    const prayer = await addPrayer(t, member(), { audience: 'PUBLIC', isCommentable: false, isAnswered: true, testimony: 'He healed her' });
    expect(prayer).toMatchObject({ audience: 'PUBLIC', isCommentable: false, isAnswered: true, testimony: 'He healed her' });
    expect(prayer.answeredAt).not.toBeNull();
    // No one prayed yet: only the creation is told.
    expect((await t.outbox({ aggregateId: prayer.id })).map((e) => e.type)).toEqual(['community.prayer.created']);
  });

  it('refuses anonymous visitors', async () => {
    expect(errorCodes(await add(anonymousViewer, {}))).toEqual(['UNAUTHENTICATED']);
  });

  it.each([
    ['a blank body', { body: '   ' }, { body: 'required' }],
    ['a body too long', { body: 'x'.repeat(PRAYER_BODY_MAX + 1) }, { body: `must be at most ${PRAYER_BODY_MAX} characters` }],
    ['GROUP without a group', { audience: 'GROUP' }, { groupId: 'required' }],
    ['EVENT without an event', { audience: 'EVENT' }, { eventId: 'required' }],
    ['PUBLIC in a group', { audience: 'PUBLIC', groupId: randomUUID() }, { audience: 'must be GROUP with groupId' }],
    ['a testimony without an answer', { testimony: 'Answered!' }, { testimony: 'needs an answered prayer (isAnswered: true)' }],
    ['a malformed group id', { groupId: 'group-1' }, { groupId: 'is not a valid id' }],
  ])('refuses %s with the field’s message and stores nothing', async (_, variables, expected) => {
    const author = member();
    const result = await add(author, variables);
    expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(result)).toEqual(expected);
    expect(await t.count('prayer', 'author_id = ?', [author.userId])).toBe(0);
  });

  it('answers NOT_FOUND for an event (events are not built) and BAD_USER_INPUT for a group and an event at once', async () => {
    expect(errorCodes(await add(member(), { eventId: randomUUID() }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await add(member(), { groupId: randomUUID(), eventId: randomUUID() }))).toEqual(['BAD_USER_INPUT']);
  });

  it('lets members, group admins and platform admins pray in a group, and no one else', async () => {
    const { group, admin, regular } = await groupWithMember();
    for (const viewer of [regular, admin, platformAdmin()]) {
      const prayer = dataOf(await add(viewer, { groupId: group.id })).prayer!;
      expect(prayer).toMatchObject({ audience: 'GROUP', groupId: group.id, group: { id: group.id } });
      expect((await t.outbox({ aggregateId: prayer.id }))[0]!.payload).toMatchObject({ audience: 'GROUP', groupId: group.id });
    }
    expect(errorCodes(await add(member(), { groupId: group.id }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await add(anonymousViewer, { groupId: group.id }))).toEqual(['UNAUTHENTICATED']);
  });

  it('refuses non-members of closed and invitation-only groups (a hidden group is NOT_FOUND)', async () => {
    const closed = await groupWithMember({ privacy: 'CLOSED' });
    expect(errorCodes(await add(member(), { groupId: closed.group.id }))).toEqual(['FORBIDDEN']);
    expect(dataOf(await add(closed.regular, { groupId: closed.group.id })).prayer).toMatchObject({ groupId: closed.group.id });
    const hidden = await groupWithMember({ privacy: 'INVITE_ONLY' });
    expect(errorCodes(await add(member(), { groupId: hidden.group.id }))).toEqual(['NOT_FOUND']);
    expect(dataOf(await add(hidden.regular, { groupId: hidden.group.id })).prayer).toMatchObject({ groupId: hidden.group.id });
  });

  it('follows the group’s prayer permissions and its suspension', async () => {
    const { group, admin, regular } = await groupWithMember({ permissions: { prayer: { isAccessible: false } } });
    expect(errorCodes(await add(regular, { groupId: group.id }))).toEqual(['FORBIDDEN']);
    expect(dataOf(await add(admin, { groupId: group.id })).prayer).toMatchObject({ groupId: group.id });
    const suspended = await groupWithMember();
    await t.sql("update app_group set status = 'SUSPENDED' where id = ?", [suspended.group.id]);
    expect(errorCodes(await add(suspended.regular, { groupId: suspended.group.id }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await add(suspended.admin, { groupId: suspended.group.id }))).toEqual(['FORBIDDEN']);
  });
});

describe('prayer EDIT', () => {
  it('lets the author change the body (marked edited) and keeps isEdited false for the same body', async () => {
    const author = member();
    const prayer = await addPrayer(t, author, { body: 'Pray for Tulsa' });
    expect(dataOf(await edit(author, prayer.id, { body: 'Pray for Tulsa' })).prayer).toMatchObject({ isEdited: false });
    expect(dataOf(await edit(author, prayer.id, { body: 'Pray for Tulsa and Broken Arrow' })).prayer).toMatchObject({
      body: 'Pray for Tulsa and Broken Arrow',
      isEdited: true,
    });
  });

  it('is for the author only: FORBIDDEN to others who see it, NOT_FOUND to those who do not', async () => {
    const { group, admin, regular } = await groupWithMember();
    const prayer = await addPrayer(t, regular, { groupId: group.id });
    const other = member();
    await join(t, group.id, other);
    for (const viewer of [other, admin, platformAdmin()]) expect(errorCodes(await edit(viewer, prayer.id, { body: 'x' }))).toEqual(['FORBIDDEN']);
    const private_ = await addPrayer(t, member());
    expect(errorCodes(await edit(member(), private_.id, { body: 'x' }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await edit(anonymousViewer, prayer.id, { body: 'x' }))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await edit(regular, randomUUID(), { body: 'x' }))).toEqual(['NOT_FOUND']);
    expect((await t.sql('select body from prayer where id = ?', [prayer.id]))[0]).toEqual({ body: prayer.body });
  });

  it('keeps the audience it was shared with', async () => {
    const author = member();
    const prayer = await addPrayer(t, author);
    const result = await edit(author, prayer.id, { audience: 'PUBLIC' });
    expect(fieldErrors(result)).toEqual({ audience: 'cannot be changed: share a new prayer instead' });
  });

  it('marks it answered with a testimony and tells everyone who prayed, once', async () => {
    const author = member();
    const prayer = await addPrayer(t, author, { audience: 'PUBLIC' });
    const [first, second] = [member(), member()];
    await prayFor(t, first, prayer.id);
    await prayFor(t, second, prayer.id);
    await prayFor(t, author, prayer.id);
    const answered = dataOf(await edit(author, prayer.id, { isAnswered: true, testimony: 'The job came through' })).prayer!;
    expect(answered).toMatchObject({ isAnswered: true, testimony: 'The job came through', prayedCount: 3, viewerHasPrayed: true });
    expect(answered.answeredAt).not.toBeNull();
    expect(await t.outbox({ aggregateId: prayer.id, type: 'community.prayer.answered' })).toEqual([
      {
        type: 'community.prayer.answered',
        aggregateId: prayer.id,
        actorId: author.userId,
        payload: { prayerId: prayer.id, authorId: author.userId, groupId: null, eventId: null, prayedUserIds: [first.userId, second.userId] },
      },
    ]);
    // A testimony added later, or answering again, tells no one again.
    expect(dataOf(await edit(author, prayer.id, { testimony: 'And a raise' })).prayer).toMatchObject({ testimony: 'And a raise', answeredAt: answered.answeredAt });
    await edit(author, prayer.id, { isAnswered: true });
    expect(await t.count('outbox_event', `aggregate_id = ? and type = 'community.prayer.answered'`, [prayer.id])).toBe(1);
  });

  it('clears the answer and testimony when marked unanswered; a testimony needs an answer', async () => {
    const author = member();
    const prayer = await addPrayer(t, author, { isAnswered: true, testimony: 'Healed' });
    expect(dataOf(await edit(author, prayer.id, { isAnswered: false })).prayer).toMatchObject({ isAnswered: false, answeredAt: null, testimony: null });
    const refused = await edit(author, prayer.id, { testimony: 'Healed again' });
    expect(fieldErrors(refused)).toEqual({ testimony: 'needs an answered prayer (isAnswered: true)' });
  });

  it('records the answer once when the author’s clicks race', async () => {
    const author = member();
    const prayer = await addPrayer(t, author);
    const results = await Promise.all(Array.from({ length: 20 }, () => edit(author, prayer.id, { isAnswered: true })));
    expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
    expect(await t.count('outbox_event', `aggregate_id = ? and type = 'community.prayer.answered'`, [prayer.id])).toBe(1);
  });
});

describe('prayer DELETE', () => {
  it('lets the author, the group’s admins and platform admins delete; refuses other members', async () => {
    const { group, admin, regular } = await groupWithMember();
    const other = member();
    await join(t, group.id, other);
    const prayers = await Promise.all([1, 2, 3].map(() => addPrayer(t, regular, { groupId: group.id })));
    expect(errorCodes(await remove(other, prayers[0]!.id))).toEqual(['FORBIDDEN']);
    for (const [viewer, prayer] of [[regular, prayers[0]!], [admin, prayers[1]!], [platformAdmin(), prayers[2]!]] as const) {
      expect(dataOf(await remove(viewer, prayer.id)).prayer).toMatchObject({ id: prayer.id });
      expect(await t.count('prayer', 'id = ?', [prayer.id])).toBe(0);
    }
  });

  it('is NOT_FOUND for a prayer the viewer cannot see, and takes the updates with it', async () => {
    const author = member();
    const prayer = await addPrayer(t, author);
    expect(errorCodes(await remove(member(), prayer.id))).toEqual(['NOT_FOUND']);
    await t.sql('insert into prayer_update (id, prayer_id, body, created_at, updated_at) values (?, ?, ?, now(), now())', [randomUUID(), prayer.id, 'Surgery went well']);
    await remove(author, prayer.id);
    expect(await t.count('prayer_update', 'prayer_id = ?', [prayer.id])).toBe(0);
  });

  it('keeps a suspended group’s prayers as they are, except for platform admins', async () => {
    const { group, admin, regular } = await groupWithMember();
    const prayer = await addPrayer(t, regular, { groupId: group.id });
    await t.sql("update app_group set status = 'SUSPENDED' where id = ?", [group.id]);
    expect(errorCodes(await remove(regular, prayer.id))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await remove(admin, prayer.id))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await edit(regular, prayer.id, { body: 'x' }))).toEqual(['FORBIDDEN']);
    expect(dataOf(await remove(platformAdmin(), prayer.id)).prayer).toMatchObject({ id: prayer.id });
  });
});

describe('prayerIsCommentable', () => {
  it('lets the author (by prayerId) and the group’s admins (by id) turn comments off and on', async () => {
    const { group, admin, regular } = await groupWithMember();
    const prayer = await addPrayer(t, regular, { groupId: group.id });
    expect(dataOf(await t.run(regular, IS_COMMENTABLE, { prayerId: prayer.id, isCommentable: false })).prayerIsCommentable).toEqual({
      id: prayer.id,
      isCommentable: false,
    });
    expect(dataOf(await t.run(admin, IS_COMMENTABLE, { id: prayer.id, isCommentable: true })).prayerIsCommentable.isCommentable).toBe(true);
    expect(dataOf(await t.run(platformAdmin(), IS_COMMENTABLE, { id: prayer.id, isCommentable: false })).prayerIsCommentable.isCommentable).toBe(false);
    expect(dataOf(await t.run(regular, PRAYER, { id: prayer.id })).prayer).toMatchObject({ isCommentable: false, isEdited: false });
  });

  it('refuses other members, strangers, visitors, and a call naming no prayer', async () => {
    const { group, regular } = await groupWithMember({ privacy: 'CLOSED' });
    const prayer = await addPrayer(t, regular, { groupId: group.id });
    const other = member();
    await join(t, group.id, other, GroupRole.MEMBER);
    expect(errorCodes(await t.run(other, IS_COMMENTABLE, { id: prayer.id, isCommentable: false }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(member(), IS_COMMENTABLE, { id: prayer.id, isCommentable: false }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await t.run(anonymousViewer, IS_COMMENTABLE, { id: prayer.id, isCommentable: false }))).toEqual(['UNAUTHENTICATED']);
    expect(fieldErrors(await t.run(regular, IS_COMMENTABLE, { isCommentable: false }))).toEqual({ id: 'required' });
    expect(await t.count('prayer', 'id = ? and is_commentable', [prayer.id])).toBe(1);
  });
});
