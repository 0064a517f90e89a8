import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole } from '@koinonia/kit';
import { dataOf, errorCodes, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { addGroup, join, member } from '../groups/groups.testing.ts';
import { communityService } from '../service.ts';
import { prayerTarget } from './prayer-target.ts';
import { addPrayer, block, connect, createFeedTables, listed, PRAYER, PRAYERS, prayFor, SAVE_PRAYER } from './prayers.testing.ts';

// Who sees which prayers, through the public API, as several users (real PostgreSQL and migrations).
let t: TestService<CommunityConfig>;
beforeAll(async () => {
  t = await startTestService(communityService, loadCommunityConfig);
  await createFeedTables(t);
});
afterAll(async () => t?.stop());

const platformAdmin = () => member([PlatformRole.ADMIN]);

/** A group with an admin, a member and one prayer by the member. */
async function groupWithPrayer(overrides: Parameters<typeof addGroup>[2] = {}) {
  const admin = member();
  const group = await addGroup(t, admin, overrides);
  const regular = member();
  await join(t, group.id, regular);
  const prayer = await addPrayer(t, regular, { groupId: group.id });
  return { group, admin, regular, prayer };
}

describe('prayers of a group', () => {
  it('lists a public group’s prayers to everyone, newest first', async () => {
    const { group, regular, prayer } = await groupWithPrayer();
    const newer = await addPrayer(t, regular, { groupId: group.id });
    for (const viewer of [anonymousViewer, member(), regular, platformAdmin()]) {
      expect(await listed(t, viewer, { groupId: group.id })).toEqual([newer.id, prayer.id]);
    }
  });

  it('lists a closed group’s prayers to members and admins only', async () => {
    const { group, admin, regular, prayer } = await groupWithPrayer({ privacy: 'CLOSED' });
    expect(errorCodes(await t.run(anonymousViewer, PRAYERS, { groupId: group.id }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(member(), PRAYERS, { groupId: group.id }))).toEqual(['FORBIDDEN']);
    for (const viewer of [regular, admin, platformAdmin()]) expect(await listed(t, viewer, { groupId: group.id })).toEqual([prayer.id]);
    expect(dataOf(await t.run(member(), PRAYER, { id: prayer.id })).prayer).toBeNull();
    expect(dataOf(await t.run(regular, PRAYER, { id: prayer.id })).prayer?.id).toBe(prayer.id);
  });

  it('hides an invitation-only group (NOT_FOUND) from people outside it', async () => {
    const { group, regular, prayer } = await groupWithPrayer({ privacy: 'INVITE_ONLY' });
    expect(errorCodes(await t.run(member(), PRAYERS, { groupId: group.id }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await t.run(anonymousViewer, PRAYERS, { groupId: group.id }))).toEqual(['NOT_FOUND']);
    expect(await listed(t, regular, { groupId: group.id })).toEqual([prayer.id]);
    expect(await listed(t, platformAdmin(), { groupId: group.id })).toEqual([prayer.id]);
  });

  it('follows the group’s prayer visibility: hidden from members, shown to its admins', async () => {
    const { group, admin, regular, prayer } = await groupWithPrayer();
    await t.run(admin, graphql(`mutation HidePrayers($id: ID) { group(id: $id, permissions: { prayer: { isVisible: false } }, mutationType: EDIT) { id } }`), { id: group.id });
    expect(errorCodes(await t.run(regular, PRAYERS, { groupId: group.id }))).toEqual(['FORBIDDEN']);
    expect(await listed(t, admin, { groupId: group.id })).toEqual([prayer.id]);
    // Its author still sees their own prayer.
    expect(dataOf(await t.run(regular, PRAYER, { id: prayer.id })).prayer?.id).toBe(prayer.id);
  });

  it('answers NOT_FOUND for an event and for an unknown group', async () => {
    expect(errorCodes(await t.run(member(), PRAYERS, { eventId: randomUUID() }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await t.run(member(), PRAYERS, { groupId: randomUUID() }))).toEqual(['NOT_FOUND']);
  });

  it('pages 25 prayers by 20, and by `first`', async () => {
    const { group, regular, prayer } = await groupWithPrayer();
    const ids = [prayer.id];
    for (let i = 0; i < 24; i += 1) ids.unshift((await addPrayer(t, regular, { groupId: group.id })).id);
    const first = dataOf(await t.run(regular, PRAYERS, { groupId: group.id })).prayers;
    expect(first.results.map((p) => p.id)).toEqual(ids.slice(0, 20));
    expect(first.hasNextPage).toBe(true);
    const second = dataOf(await t.run(regular, PRAYERS, { groupId: group.id, cursor: first.cursor })).prayers;
    expect(second).toMatchObject({ hasNextPage: false, cursor: null });
    expect(second.results.map((p) => p.id)).toEqual(ids.slice(20));
    expect(await listed(t, regular, { groupId: group.id, first: 5 })).toEqual(ids.slice(0, 5));
    expect(errorCodes(await t.run(regular, PRAYERS, { groupId: group.id, cursor: 'nonsense' }))).toEqual(['BAD_USER_INPUT']);
  });

  it('loads a page’s counts and updates in a fixed number of statements', async () => {
    const { group, regular } = await groupWithPrayer();
    const PAGE = graphql(`query PrayerPageFields($groupId: ID) {
      prayers(groupId: $groupId, first: 50) { results { id prayedCount viewerHasPrayed viewerCanModerate group { id } prayerUpdates { id } } }
    }`);
    const statements = async () => (await t.statementsDuring(() => t.run(regular, PAGE, { groupId: group.id }))).length;
    const few = await statements();
    for (let i = 0; i < 10; i += 1) await addPrayer(t, member(), { audience: 'PUBLIC' }).then(() => addPrayer(t, regular, { groupId: group.id }));
    expect(await statements()).toBe(few);
  });
});

describe('filters', () => {
  it('keeps answered, unanswered or the viewer’s own prayers', async () => {
    const { group, regular, prayer } = await groupWithPrayer();
    const other = member();
    await join(t, group.id, other);
    const answered = await addPrayer(t, other, { groupId: group.id, isAnswered: true });
    const ofGroup = (filterByType: 'ALL' | 'ANSWERED' | 'UNANSWERED' | 'MY_PRAYERS', viewer = regular) =>
      listed(t, viewer, { groupId: group.id, filterByType });
    expect(await ofGroup('ALL')).toEqual([answered.id, prayer.id]);
    expect(await ofGroup('ANSWERED')).toEqual([answered.id]);
    expect(await ofGroup('UNANSWERED')).toEqual([prayer.id]);
    expect(await ofGroup('MY_PRAYERS')).toEqual([prayer.id]);
    expect(await ofGroup('MY_PRAYERS', other)).toEqual([answered.id]);
    expect(errorCodes(await t.run(anonymousViewer, PRAYERS, { groupId: group.id, filterByType: 'MY_PRAYERS' }))).toEqual(['UNAUTHENTICATED']);
  });

  it('lists all the viewer’s own prayers, in groups too, with MY_PRAYERS outside a group', async () => {
    const { regular, prayer } = await groupWithPrayer();
    const own = await addPrayer(t, regular);
    expect(await listed(t, regular, { filterByType: 'MY_PRAYERS' })).toEqual([own.id, prayer.id]);
  });
});

describe('prayers outside groups', () => {
  it('shows public prayers to everyone, connections-only ones to connections and the author', async () => {
    const author = member();
    const friend = member();
    await connect(t, author, friend);
    const open = await addPrayer(t, author, { audience: 'PUBLIC' });
    const close = await addPrayer(t, author, { audience: 'CONNECTIONS' });
    const { prayer: inGroup } = await groupWithPrayer();
    const page = { first: 50 };
    expect(await listed(t, author, page)).toEqual(expect.arrayContaining([open.id, close.id]));
    expect(await listed(t, friend, page)).toEqual(expect.arrayContaining([open.id, close.id]));
    for (const viewer of [member(), anonymousViewer]) {
      const ids = await listed(t, viewer, page);
      expect(ids).toContain(open.id);
      expect(ids).not.toContain(close.id);
      expect(dataOf(await t.run(viewer, PRAYER, { id: close.id })).prayer).toBeNull();
    }
    // Group prayers are read in their group.
    expect(await listed(t, platformAdmin(), page)).not.toContain(inGroup.id);
    expect(dataOf(await t.run(platformAdmin(), PRAYER, { id: close.id })).prayer?.id).toBe(close.id);
  });

  it('never shows prayers between people who blocked each other, either way', async () => {
    const author = member();
    const [blocked, blocker] = [member(), member()];
    await connect(t, author, blocked);
    await block(t, author, blocked);
    await block(t, blocker, author);
    const { group, prayer: inGroup } = await groupWithPrayer();
    const groupAuthor = member();
    await join(t, group.id, groupAuthor);
    const byGroupAuthor = await addPrayer(t, groupAuthor, { groupId: group.id });
    await block(t, blocker, groupAuthor);
    const open = await addPrayer(t, author, { audience: 'PUBLIC' });
    const close = await addPrayer(t, author);
    for (const viewer of [blocked, blocker]) {
      const ids = await listed(t, viewer, { first: 50 });
      expect(ids).not.toContain(open.id);
      expect(ids).not.toContain(close.id);
      expect(dataOf(await t.run(viewer, PRAYER, { id: open.id })).prayer).toBeNull();
    }
    expect(await listed(t, blocker, { groupId: group.id })).toEqual([inGroup.id]);
    expect(await listed(t, member(), { groupId: group.id })).toEqual([byGroupAuthor.id, inGroup.id]);
  });
});

describe('prayer fields and references', () => {
  it('counts who prayed and tells the viewer whether they did', async () => {
    const author = member();
    const prayer = await addPrayer(t, author, { audience: 'PUBLIC' });
    const praying = Array.from({ length: 50 }, () => member());
    await Promise.all(praying.map((viewer) => prayFor(t, viewer, prayer.id)));
    expect(dataOf(await t.run(praying[0]!, PRAYER, { id: prayer.id })).prayer).toMatchObject({
      prayedCount: 50,
      viewerHasPrayed: true,
      viewerIsAuthor: false,
      viewerCanModerate: false,
    });
    expect(dataOf(await t.run(anonymousViewer, PRAYER, { id: prayer.id })).prayer).toMatchObject({ prayedCount: 50, viewerHasPrayed: false });
    expect(dataOf(await t.run(author, PRAYER, { id: prayer.id })).prayer).toMatchObject({ viewerHasPrayed: false, viewerCanModerate: true });
  });

  it('resolves references for other subgraphs, null when hidden', async () => {
    const ENTITIES = graphql(`query PrayerReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Prayer { id body } } }`);
    const hidden = await addPrayer(t, member());
    const open = await addPrayer(t, member(), { audience: 'PUBLIC' });
    const refs = [hidden, open].map((p) => ({ __typename: 'Prayer', id: p.id }));
    expect(dataOf(await t.run(member(), ENTITIES, { r: refs }))._entities).toEqual([null, { id: open.id, body: open.body }]);
  });

  it('describes a prayer to comments and reactions (prayer-target.ts)', async () => {
    const { group, admin, regular, prayer } = await groupWithPrayer({ privacy: 'CLOSED' });
    const load = (viewer: Parameters<typeof t.run>[0]) => prayerTarget.load(t.service.server.contextFor(viewer), prayer.id);
    const expected = { id: prayer.id, authorId: regular.userId, groupId: group.id, eventId: null };
    expect(await load(admin)).toEqual({ ...expected, readable: true, commentable: true });
    expect(await load(member())).toEqual({ ...expected, readable: false, commentable: false });
    await t.run(regular, SAVE_PRAYER, { id: prayer.id, isCommentable: false, mutationType: 'EDIT' });
    expect(await load(admin)).toEqual({ ...expected, readable: true, commentable: false });
    expect(await prayerTarget.load(t.service.server.contextFor(admin), randomUUID())).toBeNull();
  });
});
