import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { addGroup, join, member } from '../groups/groups.testing.ts';
import { communityService } from '../service.ts';
import { MAX_PRAYER_UPDATES, PRAYER_UPDATE_BODY_MAX } from './prayer.input.ts';
import { addPrayer, createFeedTables, PRAYER, PRAYER_UPDATE } from './prayers.testing.ts';

// The author's timeline of a prayer (prayerUpdate~), through the public API.
let t: TestService<CommunityConfig>;
beforeAll(async () => {
  t = await startTestService(communityService, loadCommunityConfig);
  await createFeedTables(t);
});
afterAll(async () => t?.stop());

const addUpdate = (viewer: Viewer, prayerId: string, body = 'Surgery is tomorrow at 8') =>
  t.run(viewer, PRAYER_UPDATE, { prayerId, body, mutationType: 'ADD' });
const timeline = async (viewer: Viewer, id: string) => dataOf(await t.run(viewer, PRAYER, { id })).prayer?.prayerUpdates;

describe('prayerUpdate', () => {
  it('lets the author add, edit and delete updates, shown oldest first', async () => {
    const author = member();
    const prayer = await addPrayer(t, author, { audience: 'PUBLIC' });
    const first = dataOf(await addUpdate(author, prayer.id, 'Surgery is tomorrow')).prayerUpdate;
    const second = dataOf(await addUpdate(author, prayer.id, 'She is in recovery')).prayerUpdate;
    expect(first).toMatchObject({ prayerId: prayer.id, body: 'Surgery is tomorrow', isEdited: false });
    expect(await timeline(anonymousViewer, prayer.id)).toEqual([
      { id: first.id, body: 'Surgery is tomorrow', isEdited: false },
      { id: second.id, body: 'She is in recovery', isEdited: false },
    ]);
    const edited = dataOf(await t.run(author, PRAYER_UPDATE, { id: first.id, body: 'Surgery is tomorrow at 8', mutationType: 'EDIT' }));
    expect(edited.prayerUpdate).toMatchObject({ body: 'Surgery is tomorrow at 8', isEdited: true });
    expect(dataOf(await t.run(author, PRAYER_UPDATE, { id: second.id, mutationType: 'DELETE' })).prayerUpdate.id).toBe(second.id);
    expect(await timeline(author, prayer.id)).toEqual([{ id: first.id, body: 'Surgery is tomorrow at 8', isEdited: true }]);
  });

  it('is for the author only: not group admins, platform admins or other members', async () => {
    const admin = member();
    const group = await addGroup(t, admin);
    const [author, other] = [member(), member()];
    await join(t, group.id, author);
    await join(t, group.id, other);
    const prayer = await addPrayer(t, author, { groupId: group.id });
    const update = dataOf(await addUpdate(author, prayer.id)).prayerUpdate;
    for (const viewer of [admin, other, member([PlatformRole.ADMIN])]) {
      expect(errorCodes(await addUpdate(viewer, prayer.id))).toEqual(['FORBIDDEN']);
      expect(errorCodes(await t.run(viewer, PRAYER_UPDATE, { id: update.id, body: 'x', mutationType: 'EDIT' }))).toEqual(['FORBIDDEN']);
      expect(errorCodes(await t.run(viewer, PRAYER_UPDATE, { id: update.id, mutationType: 'DELETE' }))).toEqual(['FORBIDDEN']);
    }
    expect(errorCodes(await addUpdate(anonymousViewer, prayer.id))).toEqual(['UNAUTHENTICATED']);
    expect(await timeline(author, prayer.id)).toEqual([{ id: update.id, body: update.body, isEdited: false }]);
  });

  it('is NOT_FOUND for a prayer or update the viewer cannot see, or that does not exist', async () => {
    const prayer = await addPrayer(t, member());
    expect(errorCodes(await addUpdate(member(), prayer.id))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await addUpdate(member(), randomUUID()))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await t.run(member(), PRAYER_UPDATE, { id: randomUUID(), body: 'x', mutationType: 'EDIT' }))).toEqual(['NOT_FOUND']);
  });

  it('checks its input and its mutation type', async () => {
    const author = member();
    const prayer = await addPrayer(t, author);
    expect(fieldErrors(await addUpdate(author, prayer.id, ' '))).toEqual({ body: 'required' });
    expect(fieldErrors(await addUpdate(author, prayer.id, 'x'.repeat(PRAYER_UPDATE_BODY_MAX + 1)))).toEqual({
      body: `must be at most ${PRAYER_UPDATE_BODY_MAX} characters`,
    });
    expect(fieldErrors(await t.run(author, PRAYER_UPDATE, { body: 'x', mutationType: 'ADD' }))).toEqual({ prayerId: 'required' });
    expect(fieldErrors(await t.run(author, PRAYER_UPDATE, { prayerId: prayer.id, mutationType: 'READ_ALL' }))).toEqual({
      mutationType: 'must be ADD, EDIT or DELETE',
    });
    expect(await t.count('prayer_update', 'prayer_id = ?', [prayer.id])).toBe(0);
  });

  it(`keeps exactly ${MAX_PRAYER_UPDATES} updates when more are added at once`, async () => {
    const author = member();
    const prayer = await addPrayer(t, author);
    const results = await Promise.all(Array.from({ length: MAX_PRAYER_UPDATES + 10 }, (_, i) => addUpdate(author, prayer.id, `Update ${i}`)));
    expect(results.filter((r) => !r.errors).length).toBe(MAX_PRAYER_UPDATES);
    expect(results.flatMap((r) => errorCodes(r))).toEqual(Array(10).fill('CONFLICT'));
    expect(await t.count('prayer_update', 'prayer_id = ?', [prayer.id])).toBe(MAX_PRAYER_UPDATES);
  });
});
