import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole, type Viewer } from '@koinonia/kit';
import { errorCodes, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { addGroup, join, member } from '../groups/groups.testing.ts';
import { communityService } from '../service.ts';
import { added, itemOf, kinds, pageOf, setPermission, stored, savedList, type KindUnderTest } from './content.testing.ts';

// Who may read and change links, resources and FAQs, through GraphQL on real PostgreSQL, as
// anonymous visitors, non-members, members, group admins and platform admins.
let t: TestService<CommunityConfig>;
beforeAll(async () => {
  t = await startTestService(communityService, loadCommunityConfig);
});
afterAll(async () => t?.stop());

const platformAdmin = () => member([PlatformRole.ADMIN]);

/** A group with an admin, a member and two items the admin added. */
async function groupWithItems(kind: KindUnderTest, privacy: 'PUBLIC' | 'CLOSED' | 'INVITE_ONLY' = 'PUBLIC') {
  const admin = member();
  const group = await addGroup(t, admin, { privacy });
  const insider = member();
  await join(t, group.id, insider);
  const items = [await added(t, kind, admin, group.id), await added(t, kind, admin, group.id)];
  return { admin, insider, group, items };
}

const read = (kind: KindUnderTest, viewer: Viewer, groupId: string) => kind.list(t, viewer, { groupId });
const readIds = async (kind: KindUnderTest, viewer: Viewer, groupId: string) => pageOf(kind, await read(kind, viewer, groupId)).results.map((i) => i.id);

describe.each(kinds)('$name', (kind) => {
  it('are read by everyone in a PUBLIC group, in saved order; only admins may change them', async () => {
    const { admin, insider, group, items } = await groupWithItems(kind);
    const ids = items.map((i) => i.id);
    for (const viewer of [anonymousViewer, member(), insider, admin, platformAdmin()]) {
      const page = pageOf(kind, await read(kind, viewer, group.id));
      expect(page.results.map((i) => i.id)).toEqual(ids);
      const managesIt = viewer === admin || viewer.roles.includes(PlatformRole.ADMIN);
      expect(page.results.map((i) => i.viewerCanEdit)).toEqual([managesIt, managesIt]);
    }
    expect(pageOf(kind, await read(kind, anonymousViewer, group.id)).results[0]).toMatchObject({
      groupId: group.id,
      eventId: null,
      createdBy: { id: admin.userId },
      [kind.title]: items[0]![kind.title],
    });
  });

  it('are read only by members in a CLOSED group, and an INVITE_ONLY group is not found by others', async () => {
    const closed = await groupWithItems(kind, 'CLOSED');
    for (const viewer of [anonymousViewer, member()]) {
      expect(errorCodes(await read(kind, viewer, closed.group.id))).toEqual(['FORBIDDEN']);
    }
    for (const viewer of [closed.insider, closed.admin, platformAdmin()]) expect(await readIds(kind, viewer, closed.group.id)).toHaveLength(2);

    const hidden = await groupWithItems(kind, 'INVITE_ONLY');
    for (const viewer of [anonymousViewer, member()]) {
      expect(errorCodes(await read(kind, viewer, hidden.group.id))).toEqual(['NOT_FOUND']);
    }
    for (const viewer of [hidden.insider, hidden.admin, platformAdmin()]) expect(await readIds(kind, viewer, hidden.group.id)).toHaveLength(2);
  });

  it('are hidden from all but admins when the feature is not visible', async () => {
    const { admin, insider, group } = await groupWithItems(kind);
    await setPermission(t, admin, group.id, kind.name, { isVisible: false });
    for (const viewer of [anonymousViewer, member(), insider]) {
      expect(errorCodes(await read(kind, viewer, group.id))).toEqual(['FORBIDDEN']);
    }
    for (const viewer of [admin, platformAdmin()]) expect(await readIds(kind, viewer, group.id)).toHaveLength(2);
  });

  it('are added by group admins and platform admins only, by default', async () => {
    const { admin, insider, group } = await groupWithItems(kind);
    const before = await stored(t, kind, group.id);
    const add = (viewer: Viewer) => kind.one(t, viewer, { groupId: group.id, mutationType: 'ADD', ...kind.fields() });
    expect(errorCodes(await add(anonymousViewer))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await add(member()))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await add(insider))).toEqual(['FORBIDDEN']);
    expect(await stored(t, kind, group.id)).toEqual(before);

    const moderator = platformAdmin();
    const byAdmin = itemOf(kind, await add(admin));
    const byModerator = itemOf(kind, await add(moderator));
    expect([byAdmin.createdBy.id, byModerator.createdBy.id]).toEqual([admin.userId, moderator.userId]);
    expect([byAdmin.viewerCanEdit, byModerator.viewerCanEdit]).toEqual([true, true]);
    expect(await readIds(kind, insider, group.id)).toEqual([...before.map((row) => row['id']), byAdmin.id, byModerator.id]);
  });

  it('are edited and deleted by admins; others cannot touch them', async () => {
    const { admin, insider, group, items } = await groupWithItems(kind);
    const [first, second] = items.map((i) => i.id);
    const before = await stored(t, kind, group.id);
    const fields = kind.fields();
    for (const [viewer, code] of [[anonymousViewer, 'UNAUTHENTICATED'], [member(), 'FORBIDDEN'], [insider, 'FORBIDDEN']] as const) {
      expect(errorCodes(await kind.one(t, viewer, { id: first, mutationType: 'EDIT', ...fields }))).toEqual([code]);
      expect(errorCodes(await kind.one(t, viewer, { id: first, mutationType: 'DELETE' }))).toEqual([code]);
    }
    expect(await stored(t, kind, group.id)).toEqual(before);

    expect(itemOf(kind, await kind.one(t, admin, { id: first, mutationType: 'EDIT', ...fields }))).toMatchObject({ id: first, ...fields });
    const deleted = itemOf(kind, await kind.one(t, platformAdmin(), { id: second, groupId: group.id, mutationType: 'DELETE' }));
    expect(deleted.id).toBe(second);
    expect(pageOf(kind, await read(kind, insider, group.id)).results).toMatchObject([{ id: first, ...fields }]);
  });

  it('are added by members when the feature is open to them, who then change only their own', async () => {
    const { admin, insider, group, items } = await groupWithItems(kind);
    await setPermission(t, admin, group.id, kind.name, { isAccessible: true });
    expect(errorCodes(await kind.one(t, member(), { groupId: group.id, mutationType: 'ADD', ...kind.fields() }))).toEqual(['FORBIDDEN']);
    const own = await added(t, kind, insider, group.id);
    expect(own).toMatchObject({ createdBy: { id: insider.userId }, viewerCanEdit: true });
    expect(pageOf(kind, await read(kind, insider, group.id)).results.map((i) => i.viewerCanEdit)).toEqual([false, false, true]);

    const fields = kind.fields();
    expect(itemOf(kind, await kind.one(t, insider, { id: own.id, mutationType: 'EDIT', ...fields }))).toMatchObject(fields);
    const adminsItem = items[0]!.id;
    expect(errorCodes(await kind.one(t, insider, { id: adminsItem, mutationType: 'EDIT', ...fields }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await kind.one(t, insider, { id: adminsItem, mutationType: 'DELETE' }))).toEqual(['FORBIDDEN']);
    // Admins change anyone's.
    expect(itemOf(kind, await kind.one(t, admin, { id: own.id, mutationType: 'EDIT', ...kind.fields() })).createdBy.id).toBe(insider.userId);

    // Closed to members again: their own items stay, but are the admins' to change.
    await setPermission(t, admin, group.id, kind.name, { isAccessible: false });
    expect(errorCodes(await kind.one(t, insider, { id: own.id, mutationType: 'DELETE' }))).toEqual(['FORBIDDEN']);
    await setPermission(t, admin, group.id, kind.name, { isAccessible: true });
    expect(itemOf(kind, await kind.one(t, insider, { id: own.id, mutationType: 'DELETE' })).id).toBe(own.id);
    expect(await readIds(kind, insider, group.id)).toEqual(items.map((i) => i.id));

    // A member who leaves loses what membership gave.
    const leaver = member();
    await join(t, group.id, leaver);
    const left = await added(t, kind, leaver, group.id);
    await t.sql('delete from group_member where group_id = ? and user_id = ?', [group.id, leaver.userId]);
    expect(errorCodes(await kind.one(t, leaver, { id: left.id, mutationType: 'EDIT', ...kind.fields() }))).toEqual(['FORBIDDEN']);
  });

  it('are saved as a whole list by admins only, even when open to members', async () => {
    const { admin, insider, group, items } = await groupWithItems(kind);
    await setPermission(t, admin, group.id, kind.name, { isAccessible: true });
    const before = await stored(t, kind, group.id);
    const list = { groupId: group.id, [kind.name]: [kind.fields()], mutationType: 'EDIT' };
    expect(errorCodes(await kind.all(t, anonymousViewer, list))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await kind.all(t, member(), list))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await kind.all(t, insider, list))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await kind.all(t, insider, { groupId: group.id, mutationType: 'DELETE_ALL' }))).toEqual(['FORBIDDEN']);
    expect(await stored(t, kind, group.id)).toEqual(before);

    const moderator = platformAdmin();
    const saved = savedList(kind, await kind.all(t, moderator, { ...list, [kind.name]: [{ id: items[1]!.id, ...kind.fields() }] }));
    expect(saved.map((i) => [i.id, i.createdBy.id])).toEqual([[items[1]!.id, admin.userId]]);
    expect(savedList(kind, await kind.all(t, admin, { groupId: group.id, mutationType: 'DELETE_ALL' }))).toEqual([]);
    expect(await readIds(kind, insider, group.id)).toEqual([]);
  });

  it('of a suspended group are read-only for all but platform admins', async () => {
    const { admin, insider, group, items } = await groupWithItems(kind);
    await t.sql("update app_group set status = 'SUSPENDED' where id = ?", [group.id]);
    expect(errorCodes(await read(kind, anonymousViewer, group.id))).toEqual(['NOT_FOUND']);
    expect(await readIds(kind, insider, group.id)).toHaveLength(2);
    expect(errorCodes(await kind.one(t, admin, { groupId: group.id, mutationType: 'ADD', ...kind.fields() }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await kind.one(t, admin, { id: items[0]!.id, mutationType: 'DELETE' }))).toEqual(['FORBIDDEN']);
    expect(itemOf(kind, await kind.one(t, platformAdmin(), { id: items[0]!.id, mutationType: 'DELETE' })).id).toBe(items[0]!.id);
    expect(await readIds(kind, insider, group.id)).toEqual([items[1]!.id]);
  });
});
