import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { communityService } from '../service.ts';
import { addGroup, GROUP, join, member, unique, type GroupResult } from './groups.testing.ts';

// Real PostgreSQL and migrations; the subgraph is called as the gateway would call it, as several users.
let t: TestService<CommunityConfig>;
beforeAll(async () => {
  t = await startTestService(communityService, loadCommunityConfig);
});
afterAll(async () => t?.stop());

const count = async (table: string): Promise<number> =>
  Number((await t.sql<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n);
const events = (groupId: string) =>
  t.sql<{ type: string; actor_id: string; payload: Record<string, unknown> }>(
    'select type, actor_id, payload from outbox_event where aggregate_id = ? order by position',
    [groupId],
  );
const stored = async (id: string) => (await t.sql<Record<string, unknown>>('select * from app_group where id = ?', [id]))[0];

describe('group ADD', () => {
  it('creates a public, searchable group with a slug from its name, the creator as admin, and records the event', async () => {
    const creator = member();
    const tag = unique();
    const group = await addGroup(t, creator, { name: `  Prière du Matin ${tag} `, about: 'We pray at 6', email: 'Prayer@Church.org' });
    expect(group).toMatchObject({
      slug: `priere-du-matin-${tag}`,
      name: `Prière du Matin ${tag}`,
      status: 'ACTIVE',
      privacy: 'PUBLIC',
      isSearchable: true,
      about: 'We pray at 6',
      email: 'prayer@church.org',
      profileImageUrl: null,
    });
    expect(await t.sql('select user_id, role from group_member where group_id = ?', [group.id])).toEqual([
      { user_id: creator.userId, role: 'ADMIN' },
    ]);
    expect(await events(group.id)).toEqual([
      {
        type: 'community.group.created',
        actor_id: creator.userId,
        payload: { groupId: group.id, slug: group.slug, name: group.name, privacy: 'PUBLIC', createdById: creator.userId },
      },
    ]);
  });

  it('makes the slug unique with -2, -3', async () => {
    const name = `Youth Night ${unique()}`;
    const slugs = [];
    for (let i = 0; i < 3; i += 1) slugs.push((await addGroup(t, member(), { name })).slug);
    const base = name.toLowerCase().replaceAll(' ', '-');
    expect(slugs).toEqual([base, `${base}-2`, `${base}-3`]);
  });

  it('gives groups created at the same moment with one name distinct slugs', async () => {
    const name = `Worship Team ${unique()}`;
    const results = await Promise.all(Array.from({ length: 5 }, () => t.run<{ group: GroupResult }>(member(), GROUP, { name, mutationType: 'ADD' })));
    const base = name.toLowerCase().replaceAll(' ', '-');
    expect(results.map((r) => dataOf(r).group.slug).sort()).toEqual([base, `${base}-2`, `${base}-3`, `${base}-4`, `${base}-5`]);
  });

  it('keeps privacy and searchability as chosen', async () => {
    const group = await addGroup(t, member(), {
      privacy: 'INVITE_ONLY',
      isSearchable: false,
      profileImageUrl: 'https://images.example.org/p.png',
    });
    expect(group).toMatchObject({ privacy: 'INVITE_ONLY', isSearchable: false, profileImageUrl: 'https://images.example.org/p.png' });
  });

  it.each([
    [{ name: '   ' }, { name: 'required' }],
    [{ name: null }, { name: 'required' }],
    [{ email: 'prayer-at-church' }, { email: 'must be a valid email address' }],
    [{ profileImageUrl: 'http://images.example.org/p.png' }, { profileImageUrl: 'please add the prefix https://' }],
    [{ backgroundImageUrl: 'images/b.png' }, { backgroundImageUrl: 'please add the prefix https://' }],
  ])('refuses %p with the spec message and stores nothing', async (override, fields) => {
    const before = await count('app_group');
    const result = await t.run(member(), GROUP, { name: `Refused ${unique()}`, mutationType: 'ADD', ...override });
    expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(result)).toEqual(fields);
    expect(await count('app_group')).toBe(before);
  });

  it('requires a signed-in user and stores nothing', async () => {
    const before = await count('app_group');
    expect(errorCodes(await t.run(anonymousViewer, GROUP, { name: 'Choir', mutationType: 'ADD' }))).toEqual(['UNAUTHENTICATED']);
    expect(await count('app_group')).toBe(before);
  });

  it('refuses the mutation types it does not support', async () => {
    const result = await t.run(member(), GROUP, { name: 'Choir', mutationType: 'ADD_AS_ADMIN' });
    expect(fieldErrors(result)).toEqual({ mutationType: 'must be ADD, EDIT or DELETE' });
  });
});

describe('group EDIT', () => {
  it('lets an admin change only the fields given, keeping the slug, and records the event', async () => {
    const admin = member();
    const group = await addGroup(t, admin, { about: 'Tuesdays', email: 'old@church.org' });
    const result = await t.run<{ group: GroupResult }>(admin, GROUP, {
      id: group.id,
      name: 'Renamed Study',
      privacy: 'CLOSED',
      email: '',
      isSearchable: null,
      mutationType: 'EDIT',
    });
    expect(dataOf(result).group).toMatchObject({
      slug: group.slug,
      name: 'Renamed Study',
      privacy: 'CLOSED',
      isSearchable: true,
      about: 'Tuesdays',
      email: null,
    });
    expect(await stored(group.id)).toMatchObject({ name: 'Renamed Study', privacy: 'CLOSED', about: 'Tuesdays', email: null });
    expect((await events(group.id)).at(-1)).toMatchObject({
      type: 'community.group.updated',
      payload: { groupId: group.id, slug: group.slug, name: 'Renamed Study', privacy: 'CLOSED', isSearchable: true },
    });
  });

  it.each([
    [{ name: '' }, { name: 'required' }],
    [{ email: 'nope' }, { email: 'must be a valid email address' }],
    [{ backgroundImageUrl: 'ftp://x.org/b.png' }, { backgroundImageUrl: 'please add the prefix https://' }],
  ])('refuses %p and changes nothing', async (override, fields) => {
    const admin = member();
    const group = await addGroup(t, admin);
    const result = await t.run(admin, GROUP, { id: group.id, about: 'Changed?', mutationType: 'EDIT', ...override });
    expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(result)).toEqual(fields);
    expect(await stored(group.id)).toMatchObject({ name: group.name, about: null });
  });

  it('needs an id, and answers NOT_FOUND for an unknown or malformed one', async () => {
    expect(fieldErrors(await t.run(member(), GROUP, { name: 'X', mutationType: 'EDIT' }))).toEqual({ id: 'required' });
    expect(errorCodes(await t.run(member(), GROUP, { id: randomUUID(), name: 'X', mutationType: 'EDIT' }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await t.run(member(), GROUP, { id: '42', name: 'X', mutationType: 'EDIT' }))).toEqual(['NOT_FOUND']);
  });

  it('is refused to anonymous visitors, other users and plain members, and changes nothing', async () => {
    const group = await addGroup(t, member());
    const plain = member();
    await join(t, group.id, plain);
    const edit = { id: group.id, name: 'Taken over', mutationType: 'EDIT' };
    expect(errorCodes(await t.run(anonymousViewer, GROUP, edit))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await t.run(member(), GROUP, edit))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(plain, GROUP, edit))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(member(['ADMIN']), GROUP, edit))).toEqual(['FORBIDDEN']);
    expect(await stored(group.id)).toMatchObject({ name: group.name });
    expect(await events(group.id)).toHaveLength(1);
  });

  it('is allowed to every admin of the group', async () => {
    const group = await addGroup(t, member());
    const second = member();
    await join(t, group.id, second, 'ADMIN');
    const result = await t.run<{ group: GroupResult }>(second, GROUP, { id: group.id, about: 'Co-led', mutationType: 'EDIT' });
    expect(dataOf(result).group.about).toBe('Co-led');
  });
});

describe('group DELETE', () => {
  it('is refused to anonymous visitors, other users and plain members; NOT_FOUND for an unknown id', async () => {
    const group = await addGroup(t, member());
    const plain = member();
    await join(t, group.id, plain);
    const remove = { id: group.id, mutationType: 'DELETE' };
    expect(errorCodes(await t.run(anonymousViewer, GROUP, remove))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await t.run(member(), GROUP, remove))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(plain, GROUP, remove))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(member(), GROUP, { id: randomUUID(), mutationType: 'DELETE' }))).toEqual(['NOT_FOUND']);
    expect(fieldErrors(await t.run(member(), GROUP, { mutationType: 'DELETE' }))).toEqual({ id: 'required' });
    expect(await stored(group.id)).toBeDefined();
  });

  it('lets an admin delete it with its memberships, answering it as it was', async () => {
    const admin = member();
    const group = await addGroup(t, admin);
    await join(t, group.id, member());
    const result = await t.run<{ group: GroupResult }>(admin, GROUP, { id: group.id, mutationType: 'DELETE' });
    expect(dataOf(result).group).toMatchObject({ id: group.id, slug: group.slug });
    expect(await stored(group.id)).toBeUndefined();
    expect(await t.sql('select 1 from group_member where group_id = ?', [group.id])).toHaveLength(0);
    expect((await events(group.id)).at(-1)).toMatchObject({
      type: 'community.group.deleted',
      payload: { groupId: group.id, slug: group.slug },
    });
  });
});
