import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dataOf, errorCodes, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { addGroup, join, member, SAVE_GROUP } from '../groups/groups.testing.ts';
import { communityService } from '../service.ts';
import { MAX_ITEMS_PER_SCOPE } from './content.input.ts';
import { added, kinds, pageOf, savedList, setPermission, type KindUnderTest } from './content.testing.ts';

// Saved order: whole-list saves, paging, racing writers and the group's deletion.
let t: TestService<CommunityConfig>;
beforeAll(async () => {
  t = await startTestService(communityService, loadCommunityConfig);
});
afterAll(async () => t?.stop());

const positions = async (kind: KindUnderTest, groupId: string) =>
  (await t.sql<{ position: number }>(`select position from ${kind.table} where group_id = ? order by position`, [groupId])).map((r) => r.position);

const readAll = async (kind: KindUnderTest, groupId: string) =>
  pageOf(kind, await kind.list(t, member(), { groupId, first: 50 })).results;

describe.each(kinds)('$name', (kind) => {
  it('saved as a whole list keep their ids, take the new order, and the ones left out are deleted', async () => {
    const admin = member();
    const group = await addGroup(t, admin);
    const insider = member();
    await join(t, group.id, insider);
    await setPermission(t, admin, group.id, kind.name, { isAccessible: true });
    const [a, b, c] = [await added(t, kind, admin, group.id), await added(t, kind, admin, group.id), await added(t, kind, admin, group.id)];
    const theirs = await added(t, kind, insider, group.id);

    const edited = kind.fields();
    const fresh = kind.fields();
    const saved = savedList(kind, await kind.all(t, admin, {
      groupId: group.id,
      mutationType: 'EDIT',
      [kind.name]: [{ id: c.id, ...edited }, fresh, { id: theirs.id, ...kind.fields() }],
    }));
    expect(saved.map((i) => i.id).slice(0, 1)).toEqual([c.id]);
    expect(saved[0]).toMatchObject(edited);
    expect(saved[1]).toMatchObject({ ...fresh, createdBy: { id: admin.userId } });
    expect(saved[2]).toMatchObject({ id: theirs.id, createdBy: { id: insider.userId } });
    expect(saved[1]!.id).not.toBe(a.id);
    expect((await readAll(kind, group.id)).map((i) => i.id)).toEqual(saved.map((i) => i.id));
    expect(await t.count(kind.table, 'id in (?, ?)', [a.id, b.id])).toBe(0);
    expect(await positions(kind, group.id)).toEqual([0, 1, 2]);

    // An item added afterwards goes last; a reorder alone keeps every id.
    const later = await added(t, kind, admin, group.id);
    const reordered = [later, ...saved].map((i) => ({ id: i.id, ...Object.fromEntries(Object.entries(i).filter(([k]) => k in kind.fields())) }));
    const again = savedList(kind, await kind.all(t, admin, { groupId: group.id, mutationType: 'EDIT', [kind.name]: reordered }));
    expect(again.map((i) => i.id)).toEqual([later.id, ...saved.map((i) => i.id)]);
    expect(await positions(kind, group.id)).toEqual([0, 1, 2, 3]);

    // An empty list empties the scope.
    expect(savedList(kind, await kind.all(t, admin, { groupId: group.id, mutationType: 'EDIT', [kind.name]: [] }))).toEqual([]);
    expect(await readAll(kind, group.id)).toEqual([]);
  });

  it('are paged in saved order with a cursor, which survives a deletion between pages', async () => {
    const admin = member();
    const group = await addGroup(t, admin);
    const ids: string[] = [];
    for (let i = 0; i < 7; i += 1) ids.push((await added(t, kind, admin, group.id)).id);
    const page = async (cursor?: string | null) => pageOf(kind, await kind.list(t, admin, { groupId: group.id, first: 3, cursor }));

    const first = await page();
    expect([first.results.map((i) => i.id), first.hasNextPage]).toEqual([ids.slice(0, 3), true]);
    await kind.one(t, admin, { id: ids[3], mutationType: 'DELETE' });
    const second = await page(first.cursor);
    expect([second.results.map((i) => i.id), second.hasNextPage]).toEqual([ids.slice(4, 7), false]);
    expect(second.cursor).toBeNull();
    // Twenty by default.
    expect((await readAll(kind, group.id)).map((i) => i.id)).toEqual([...ids.slice(0, 3), ...ids.slice(4)]);
  });

  it(`count exactly when many are added at once: ${MAX_ITEMS_PER_SCOPE} at most, in distinct places`, async () => {
    const admin = member();
    const group = await addGroup(t, admin);
    await setPermission(t, admin, group.id, kind.name, { isAccessible: true });
    const adders = Array.from({ length: MAX_ITEMS_PER_SCOPE + 10 }, () => member());
    await Promise.all(adders.map((viewer) => join(t, group.id, viewer)));

    const results = await Promise.all(adders.map((viewer) => kind.one(t, viewer, { groupId: group.id, mutationType: 'ADD', ...kind.fields() })));
    const codes = results.flatMap((r) => errorCodes(r));
    expect([codes.length, new Set(codes)]).toEqual([10, new Set(['CONFLICT'])]);
    expect(await t.count(kind.table, 'group_id = ?', [group.id])).toBe(MAX_ITEMS_PER_SCOPE);
    expect(await positions(kind, group.id)).toEqual(Array.from({ length: MAX_ITEMS_PER_SCOPE }, (_, i) => i));
  });

  it('stay whole when list saves, adds and deletes race', async () => {
    const admin = member();
    const group = await addGroup(t, admin);
    const seed = [await added(t, kind, admin, group.id), await added(t, kind, admin, group.id)];
    const work = [
      ...Array.from({ length: 10 }, (_, i) =>
        kind.all(t, admin, { groupId: group.id, mutationType: 'EDIT', [kind.name]: [...Array.from({ length: i % 4 }, () => kind.fields()), kind.fields()] }),
      ),
      ...Array.from({ length: 20 }, () => kind.one(t, admin, { groupId: group.id, mutationType: 'ADD', ...kind.fields() })),
      ...seed.map((item) => kind.one(t, admin, { id: item.id, mutationType: 'DELETE' })),
    ];
    const results = await Promise.all(work);
    // A delete may find its item already replaced by a list save: NOT_FOUND, nothing else.
    expect(results.flatMap((r) => errorCodes(r)).every((code) => code === 'NOT_FOUND')).toBe(true);
    const count = await t.count(kind.table, 'group_id = ?', [group.id]);
    expect(await positions(kind, group.id)).toEqual(Array.from({ length: count }, (_, i) => i));
    expect((await readAll(kind, group.id)).length).toBe(count);
  });

  it('of a whole page cost the same statements for 5 items as for 50', async () => {
    const admin = member();
    const [small, large] = [await addGroup(t, admin), await addGroup(t, admin)];
    const fill = (groupId: string, n: number) =>
      kind.all(t, admin, { groupId, mutationType: 'EDIT', [kind.name]: Array.from({ length: n }, () => kind.fields()) });
    await fill(small.id, 5);
    await fill(large.id, 50);
    const cost = (groupId: string) => t.statementsDuring(() => kind.list(t, admin, { groupId, first: 50 }));
    expect((await cost(large.id)).length).toBe((await cost(small.id)).length);
  });

  it('go with their group when it is deleted', async () => {
    const admin = member();
    const group = await addGroup(t, admin);
    const survivor = await addGroup(t, admin);
    await added(t, kind, admin, group.id);
    await added(t, kind, admin, survivor.id);
    dataOf(await t.run(admin, SAVE_GROUP, { id: group.id, mutationType: 'DELETE' }));
    expect(await t.count(kind.table, 'group_id = ?', [group.id])).toBe(0);
    expect(await t.count(kind.table, 'group_id = ?', [survivor.id])).toBe(1);
  });
});
