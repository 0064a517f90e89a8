import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { GroupsQueryVariables, MyGroupsQueryVariables } from '../__generated__/documents/graphql.ts';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { communityService } from '../service.ts';
import { GroupRole } from './group.entity.ts';
import { addGroup, join, member, unique } from './groups.testing.ts';

// Real PostgreSQL and migrations; the subgraph is called as the gateway would call it, as several users.
let t: TestService<CommunityConfig>;
beforeAll(async () => {
  t = await startTestService(communityService, loadCommunityConfig);
});
afterAll(async () => t?.stop());

describe('group and references', () => {
  const BY_SLUG = graphql(`query GroupBySlug($slug: String!) { group(slug: $slug) { id name privacy } }`);

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
    expect(dataOf(await t.run(admin, BY_SLUG, { slug: group.slug })).group?.id).toBe(group.id);
    expect(dataOf(await t.run(member([PlatformRole.ADMIN]), BY_SLUG, { slug: group.slug })).group?.id).toBe(group.id);
  });

  const ACCESS = graphql(`query GroupAccess($slug: String!) {
    group(slug: $slug) { id membersCount viewerStatus viewerAccess { feed { canSee canUse } links { canSee canUse } } }
  }`);

  it('tells each viewer what the server lets them see and use, by privacy and permissions', async () => {
    const admin = member();
    const closed = await addGroup(t, admin, { privacy: 'CLOSED', permissions: { links: { isVisible: false } } });
    const plain = member();
    await join(t, closed.id, plain);
    const access = async (viewer: Viewer, slug: string) => dataOf(await t.run(viewer, ACCESS, { slug })).group;
    expect(await access(anonymousViewer, closed.slug)).toMatchObject({
      membersCount: 2,
      viewerStatus: null,
      viewerAccess: { feed: { canSee: false, canUse: false }, links: { canSee: false, canUse: false } },
    });
    expect(await access(plain, closed.slug)).toMatchObject({
      viewerStatus: 'MEMBER',
      viewerAccess: { feed: { canSee: true, canUse: true }, links: { canSee: false, canUse: false } },
    });
    expect((await access(admin, closed.slug))?.viewerAccess.links).toEqual({ canSee: true, canUse: true });
    const open = await addGroup(t, admin);
    expect((await access(member(), open.slug))?.viewerAccess).toEqual({ feed: { canSee: true, canUse: false }, links: { canSee: true, canUse: false } });
  });

  const ENTITIES = graphql(`query GroupReferences($r: [_Any!]!) { _entities(representations: $r) { ... on Group { id name slug } } }`);
  const references = (ids: readonly string[]) => ({ r: ids.map((id) => ({ __typename: 'Group', id })) });

  it('resolves Group references for other subgraphs', async () => {
    const group = await addGroup(t, member());
    const result = await t.run(anonymousViewer, ENTITIES, references([group.id, randomUUID(), 'x']));
    expect(dataOf(result)._entities).toEqual([{ id: group.id, name: group.name, slug: group.slug }, null, null]);
  });

  it('resolves many references, suspended ones included, in a fixed number of statements', async () => {
    const viewer = member();
    const groups: { id: string }[] = [];
    for (let i = 0; i < 8; i += 1) groups.push(await addGroup(t, member()));
    // Even ones are suspended; the viewer belongs to the first two groups only.
    for (const [i, group] of groups.entries()) {
      if (i % 2 === 0) await t.sql("update app_group set status = 'SUSPENDED' where id = ?", [group.id]);
      if (i < 2) await join(t, group.id, viewer);
    }
    const resolve = (count: number) => t.run(viewer, ENTITIES, references(groups.slice(0, count).map((g) => g.id)));
    expect(dataOf(await resolve(8))._entities.map((g) => g?.id ?? null)).toEqual(
      groups.map((g, i) => (i % 2 === 0 && i >= 2 ? null : g.id)),
    );
    const few = await t.statementsDuring(() => resolve(2));
    const many = await t.statementsDuring(() => resolve(8));
    expect(many).toHaveLength(2);
    expect(few).toHaveLength(many.length);
  });
});

describe('groups', () => {
  const LIST = graphql(`query Groups($search: String, $cursor: String, $first: Int) {
    groups(search: $search, cursor: $cursor, first: $first) { results { id name } hasNextPage cursor }
  }`);
  const list = async (viewer: Viewer, args: GroupsQueryVariables) => dataOf(await t.run(viewer, LIST, args)).groups;

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
    expect((await list(member([PlatformRole.ADMIN]), { search: tag })).results.map((g) => g.id)).toEqual([hidden.id, open.id]);
  });

  it('keeps INVITE_ONLY groups out of search unless made searchable', async () => {
    const tag = unique();
    const admin = member();
    const hidden = await addGroup(t, admin, { name: `Invited ${tag}`, privacy: 'INVITE_ONLY' });
    const shown = await addGroup(t, admin, { name: `Listed ${tag}`, privacy: 'INVITE_ONLY', isSearchable: true });
    const closed = await addGroup(t, admin, { name: `Closed ${tag}`, privacy: 'CLOSED' });
    expect((await list(member(), { search: tag })).results.map((g) => g.id)).toEqual([closed.id, shown.id]);
    expect((await list(admin, { search: tag })).results.map((g) => g.id)).toEqual([closed.id, hidden.id, shown.id]);
  });

  it('pages through matches by name then id with a cursor', async () => {
    const tag = unique();
    const creator = member();
    for (const name of [`delta ${tag}`, `Alpha ${tag}`, `charlie ${tag}`, `Bravo ${tag}`, `Bravo ${tag}`]) await addGroup(t, creator, { name });
    const seen: string[] = [];
    const more: boolean[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(anonymousViewer, { search: tag, first: 2, cursor });
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

  const RICH = graphql(`query GroupsWithViewer($search: String, $first: Int) {
    groups(search: $search, first: $first) {
      results { id membersCount viewerStatus viewerAccess { feed { canSee canUse } } profileImageUrl location { city } permissions { feed { isVisible } } }
    }
  }`);

  it('answers a page with the viewer\'s status and access in a fixed number of statements, whatever its size', async () => {
    const tag = unique();
    const viewer = member();
    for (let i = 0; i < 8; i += 1) {
      const group = await addGroup(t, member(), { name: `Rich ${tag} ${i}`, location: { city: 'Tulsa' } });
      if (i % 2 === 0) await join(t, group.id, viewer);
    }
    const page = (first: number) =>
      t.statementsDuring(async () => {
        const { results } = dataOf(await t.run(viewer, RICH, { search: `Rich ${tag}`, first })).groups;
        expect(results).toHaveLength(first);
        expect(results.filter((g) => g.viewerStatus === 'MEMBER')).toHaveLength(first === 8 ? 4 : 2);
      });
    const few = await page(3);
    const many = await page(8);
    expect(many).toHaveLength(few.length);
    expect(many.length).toBeLessThanOrEqual(3);
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
  const MINE = graphql(`query MyGroups($cursor: String, $type: String, $search: String, $first: Int) {
    myGroups(cursor: $cursor, type: $type, search: $search, first: $first) { results { id name } hasNextPage cursor }
  }`);
  const mine = async (viewer: Viewer, args: MyGroupsQueryVariables = {}) => dataOf(await t.run(viewer, MINE, args)).myGroups;

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
    expect((await mine(me, { type: GroupRole.ADMIN })).results.map((g) => g.id)).toEqual([led.id]);
    expect((await mine(me, { type: GroupRole.MEMBER })).results.map((g) => g.id)).toEqual([other.id]);
    expect((await mine(me, { search: 'BETA' })).results.map((g) => g.id)).toEqual([other.id]);
    expect((await mine(member())).results).toEqual([]);
  });

  it('refuses an unknown type and anonymous visitors', async () => {
    expect(fieldErrors(await t.run(member(), MINE, { type: 'OWNER' }))).toEqual({ type: 'must be ADMIN, MEMBER, REQUESTED or INVITED' });
    expect(errorCodes(await t.run(anonymousViewer, MINE))).toEqual(['UNAUTHENTICATED']);
  });
});
