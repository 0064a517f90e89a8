import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { communityService } from '../service.ts';
import { addGroup, join, member, unique, type GroupPage } from './groups.testing.ts';

// Real PostgreSQL and migrations; the subgraph is called as the gateway would call it, as several users.
let t: TestService<CommunityConfig>;
beforeAll(async () => {
  t = await startTestService(communityService, loadCommunityConfig);
});
afterAll(async () => t?.stop());

describe('group and references', () => {
  const BY_SLUG = 'query G($slug: String!) { group(slug: $slug) { id name privacy } }';

  it('finds a group by slug, whatever its privacy', async () => {
    const group = await addGroup(t, member(), { privacy: 'INVITE_ONLY', isSearchable: false });
    expect(dataOf(await t.run(anonymousViewer, BY_SLUG, { slug: group.slug }))).toEqual({
      group: { id: group.id, name: group.name, privacy: 'INVITE_ONLY' },
    });
    expect(dataOf(await t.run(anonymousViewer, BY_SLUG, { slug: 'no-such-group' }))).toEqual({ group: null });
  });

  it('shows a suspended group only to its members and platform admins', async () => {
    const admin = member();
    const group = await addGroup(t, admin);
    await t.sql("update app_group set status = 'SUSPENDED' where id = ?", [group.id]);
    expect(dataOf(await t.run(anonymousViewer, BY_SLUG, { slug: group.slug }))).toEqual({ group: null });
    expect(dataOf(await t.run(member(), BY_SLUG, { slug: group.slug }))).toEqual({ group: null });
    expect(dataOf(await t.run<{ group: { id: string } }>(admin, BY_SLUG, { slug: group.slug })).group.id).toBe(group.id);
    expect(dataOf(await t.run<{ group: { id: string } }>(member(['ADMIN']), BY_SLUG, { slug: group.slug })).group.id).toBe(group.id);
  });

  it('resolves Group references for other subgraphs', async () => {
    const group = await addGroup(t, member());
    const result = await t.run<{ _entities: unknown[] }>(
      anonymousViewer,
      'query E($r: [_Any!]!) { _entities(representations: $r) { ... on Group { id name slug } } }',
      { r: [{ __typename: 'Group', id: group.id }, { __typename: 'Group', id: randomUUID() }, { __typename: 'Group', id: 'x' }] },
    );
    expect(dataOf(result)._entities).toEqual([{ id: group.id, name: group.name, slug: group.slug }, null, null]);
  });
});

describe('groups', () => {
  const LIST = `query L($search: String, $cursor: String, $first: Int) {
    groups(search: $search, cursor: $cursor, first: $first) { results { id name } hasNextPage cursor }
  }`;
  const list = async (viewer: Viewer, args: Record<string, unknown>): Promise<GroupPage> =>
    dataOf(await t.run<{ groups: GroupPage }>(viewer, LIST, args)).groups;

  it('lists searchable groups to everyone and hidden ones only to their members', async () => {
    const tag = unique();
    const admin = member();
    const open = await addGroup(t, admin, { name: `Open ${tag}` });
    const hidden = await addGroup(t, admin, { name: `Hidden ${tag}`, isSearchable: false });
    const joined = member();
    await join(t, hidden.id, joined);
    expect((await list(anonymousViewer, { search: tag })).results.map((g) => g.id)).toEqual([open.id]);
    expect((await list(member(), { search: tag })).results.map((g) => g.id)).toEqual([open.id]);
    expect((await list(joined, { search: tag })).results.map((g) => g.id)).toEqual([hidden.id, open.id]);
    expect((await list(admin, { search: tag })).results.map((g) => g.id)).toEqual([hidden.id, open.id]);
    expect((await list(member(['ADMIN']), { search: tag })).results.map((g) => g.id)).toEqual([hidden.id, open.id]);
  });

  it('pages through matches by name then id with a cursor', async () => {
    const tag = unique();
    const creator = member();
    for (const name of [`delta ${tag}`, `Alpha ${tag}`, `charlie ${tag}`, `Bravo ${tag}`, `Bravo ${tag}`]) await addGroup(t, creator, { name });
    const seen: string[] = [];
    const more: boolean[] = [];
    let cursor: string | null = null;
    do {
      const page: GroupPage = await list(anonymousViewer, { search: tag, first: 2, cursor });
      seen.push(...page.results.map((g) => g.name.split(' ')[0]!.toLowerCase()));
      more.push(page.hasNextPage);
      cursor = page.cursor;
    } while (cursor);
    expect(more).toEqual([true, true, false]);
    expect(seen).toEqual(['alpha', 'bravo', 'bravo', 'charlie', 'delta']);
  });

  it('pages 20 at a time by default', async () => {
    const tag = unique();
    const creator = member();
    for (let i = 0; i < 21; i += 1) await addGroup(t, creator, { name: `Page ${tag} ${String(i).padStart(2, '0')}` });
    const first = await list(anonymousViewer, { search: `page ${tag}` });
    expect(first.results).toHaveLength(20);
    expect(first.hasNextPage).toBe(true);
    const second = await list(anonymousViewer, { search: `page ${tag}`, cursor: first.cursor });
    expect(second).toEqual({ results: [expect.objectContaining({ name: `Page ${tag} 20` })], hasNextPage: false, cursor: null });
  });

  it('searches literally and refuses a cursor it did not make', async () => {
    const tag = unique();
    await addGroup(t, member(), { name: `Moms 100% ${tag}` });
    expect((await list(anonymousViewer, { search: `100% ${tag}` })).results).toHaveLength(1);
    expect((await list(anonymousViewer, { search: `10_% ${tag}` })).results).toHaveLength(0);
    const result = await t.run(anonymousViewer, LIST, { cursor: 'not-a-cursor' });
    expect(fieldErrors(result)).toEqual({ cursor: 'is not a valid cursor' });
  });
});

describe('myGroups', () => {
  const MINE = `query M($cursor: String, $type: String, $search: String, $first: Int) {
    myGroups(cursor: $cursor, type: $type, search: $search, first: $first) { results { id name } hasNextPage cursor }
  }`;
  const mine = async (viewer: Viewer, args: Record<string, unknown> = {}): Promise<GroupPage> =>
    dataOf(await t.run<{ myGroups: GroupPage }>(viewer, MINE, args)).myGroups;

  it('lists the groups the viewer belongs to, by role, search and page', async () => {
    const me = member();
    const tag = unique();
    const led = await addGroup(t, me, { name: `Alpha ${tag}`, isSearchable: false });
    const other = await addGroup(t, member(), { name: `Beta ${tag}` });
    await join(t, other.id, me);
    await addGroup(t, member(), { name: `Gamma ${tag}` });

    const first = await mine(me, { first: 1 });
    expect(first.results.map((g) => g.id)).toEqual([led.id]);
    expect(first.hasNextPage).toBe(true);
    expect(await mine(me, { first: 1, cursor: first.cursor })).toEqual({
      results: [{ id: other.id, name: `Beta ${tag}` }],
      hasNextPage: false,
      cursor: null,
    });
    expect((await mine(me, { type: 'ADMIN' })).results.map((g) => g.id)).toEqual([led.id]);
    expect((await mine(me, { type: 'MEMBER' })).results.map((g) => g.id)).toEqual([other.id]);
    expect((await mine(me, { search: 'BETA' })).results.map((g) => g.id)).toEqual([other.id]);
    expect((await mine(member())).results).toEqual([]);
  });

  it('refuses an unknown type and anonymous visitors', async () => {
    expect(fieldErrors(await t.run(member(), MINE, { type: 'OWNER' }))).toEqual({ type: 'must be ADMIN or MEMBER' });
    expect(errorCodes(await t.run(anonymousViewer, MINE))).toEqual(['UNAUTHENTICATED']);
  });
});
