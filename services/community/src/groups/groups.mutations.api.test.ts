import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { communityService } from '../service.ts';
import { GroupRole } from './group.entity.ts';
import { addGroup, SAVE_GROUP, join, member, unique } from './groups.testing.ts';

// Real PostgreSQL and migrations; the subgraph is called as the gateway would call it, as several users.
let t: TestService<CommunityConfig>;
beforeAll(async () => {
  t = await startTestService(communityService, loadCommunityConfig);
});
afterAll(async () => t?.stop());

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
      { user_id: creator.userId, role: GroupRole.ADMIN },
    ]);
    expect(await t.outbox({ aggregateId: group.id })).toEqual([
      {
        type: 'community.group.created',
        aggregateId: group.id,
        actorId: creator.userId,
        payload: { groupId: group.id, slug: group.slug, name: group.name, privacy: 'PUBLIC', createdById: creator.userId },
      },
      {
        type: 'community.group.member-joined',
        aggregateId: group.id,
        actorId: creator.userId,
        payload: { groupId: group.id, userId: creator.userId },
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
    const results = await Promise.all(Array.from({ length: 5 }, () => t.run(member(), SAVE_GROUP, { name, mutationType: 'ADD' })));
    const base = name.toLowerCase().replaceAll(' ', '-');
    expect(results.map((r) => dataOf(r).group!.slug).sort()).toEqual([base, `${base}-2`, `${base}-3`, `${base}-4`, `${base}-5`]);
  });

  it('keeps privacy and searchability as chosen', async () => {
    const group = await addGroup(t, member(), { privacy: 'CLOSED', isSearchable: false });
    expect(group).toMatchObject({ privacy: 'CLOSED', isSearchable: false });
    expect(await addGroup(t, member(), { privacy: 'INVITE_ONLY', isSearchable: true })).toMatchObject({ privacy: 'INVITE_ONLY', isSearchable: true });
  });

  it('keeps an invitation-only group out of search unless asked, other groups in it', async () => {
    expect(await addGroup(t, member(), { privacy: 'INVITE_ONLY' })).toMatchObject({ isSearchable: false });
    expect(await addGroup(t, member(), { privacy: 'CLOSED' })).toMatchObject({ isSearchable: true });
  });

  it('stores the location, permissions over spec section 9\'s defaults, and the pinned post', async () => {
    const admin = member();
    const pinned = randomUUID();
    const group = await addGroup(t, admin, {
      location: { country: 'United States', city: ' Tulsa ', state: 'OK', zipcode: '74103' },
      permissions: { links: { isAccessible: true }, faqs: { isVisible: false } },
      pinnedNewsFeedPostId: pinned,
    });
    expect(group).toMatchObject({
      location: { country: 'United States', city: 'Tulsa', state: 'OK', zipcode: '74103' },
      permissions: {
        feed: { isVisible: true, isAccessible: true },
        prayer: { isVisible: true, isAccessible: true },
        links: { isVisible: true, isAccessible: true },
        resources: { isVisible: true, isAccessible: false },
        faqs: { isVisible: false, isAccessible: false },
      },
      pinnedNewsFeedPostId: pinned,
      membersCount: 1,
      viewerStatus: 'ADMIN',
    });
    const defaults = await addGroup(t, admin);
    expect(defaults).toMatchObject({ location: null, pinnedNewsFeedPostId: null, profileImageUrl: null });
    expect(defaults.permissions).toEqual({
      feed: { isVisible: true, isAccessible: true },
      prayer: { isVisible: true, isAccessible: true },
      links: { isVisible: true, isAccessible: false },
      resources: { isVisible: true, isAccessible: false },
      faqs: { isVisible: true, isAccessible: false },
    });
    // The creator joined: identity's read model and notify hear of it.
    expect((await t.outbox({ aggregateId: defaults.id })).map((e) => [e.type, e.payload])).toEqual([
      ['community.group.created', expect.objectContaining({ createdById: admin.userId })],
      ['community.group.member-joined', { groupId: defaults.id, userId: admin.userId }],
    ]);
  });

  it.each([
    [{ name: '   ' }, { name: 'required' }],
    [{ name: null }, { name: 'required' }],
    [{ email: 'prayer-at-church' }, { email: 'must be a valid email address' }],
    [{ location: { zipcode: '741030' } }, { 'location.zipcode': 'must contain at most 5 numbers' }],
    [{ pinnedNewsFeedPostId: 'post-1' }, { pinnedNewsFeedPostId: 'is not a valid id' }],
  ])('refuses %p with the spec message and stores nothing', async (override, fields) => {
    const before = await t.count('app_group');
    const result = await t.run(member(), SAVE_GROUP, { name: `Refused ${unique()}`, mutationType: 'ADD', ...override });
    expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(result)).toEqual(fields);
    expect(await t.count('app_group')).toBe(before);
  });

  it('requires a signed-in user before reading the input, and stores nothing', async () => {
    const before = { groups: await t.count('app_group'), events: (await t.outbox()).length };
    for (const invalid of [{}, { name: ' ', email: 'not-an-address', location: { zipcode: '1234567' } }]) {
      const result = await t.run(anonymousViewer, SAVE_GROUP, { name: 'Choir', ...invalid, mutationType: 'ADD' });
      expect(errorCodes(result)).toEqual(['UNAUTHENTICATED']);
      expect(fieldErrors(result)).toEqual({});
    }
    expect({ groups: await t.count('app_group'), events: (await t.outbox()).length }).toEqual(before);
  });

  it('refuses the mutation types it does not support', async () => {
    const result = await t.run(member(), SAVE_GROUP, { name: 'Choir', mutationType: 'ADD_AS_ADMIN' });
    expect(fieldErrors(result)).toEqual({ mutationType: 'must be ADD, EDIT or DELETE' });
  });
});

describe('group EDIT', () => {
  it('lets an admin change only the fields given, keeping the slug, and records the event', async () => {
    const admin = member();
    const group = await addGroup(t, admin, { about: 'Tuesdays', email: 'old@church.org' });
    const result = await t.run(admin, SAVE_GROUP, {
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
    expect((await t.outbox({ aggregateId: group.id })).at(-1)).toMatchObject({
      type: 'community.group.updated',
      payload: { groupId: group.id, slug: group.slug, name: 'Renamed Study', privacy: 'CLOSED', isSearchable: true },
    });
  });

  it('changes permissions feature by feature and the location as a whole, or clears it', async () => {
    const admin = member();
    const group = await addGroup(t, admin, { location: { city: 'Tulsa', zipcode: '74103' }, permissions: { links: { isAccessible: true } } });
    const edit = async (changes: Record<string, unknown>) => dataOf(await t.run(admin, SAVE_GROUP, { id: group.id, mutationType: 'EDIT', ...changes })).group!;
    const edited = await edit({ location: { city: 'Boise' }, permissions: { feed: { isVisible: false }, faqs: { isAccessible: true } } });
    expect(edited.location).toEqual({ country: null, city: 'Boise', state: null, zipcode: null });
    expect(edited.permissions).toMatchObject({
      feed: { isVisible: false, isAccessible: true },
      links: { isVisible: true, isAccessible: true },
      faqs: { isVisible: true, isAccessible: true },
    });
    const cleared = await edit({ location: null, pinnedNewsFeedPostId: null, about: 'Still here' });
    expect(cleared).toMatchObject({ location: null, about: 'Still here', permissions: edited.permissions });
  });

  it.each([
    [{ name: '' }, { name: 'required' }],
    [{ email: 'nope' }, { email: 'must be a valid email address' }],
    [{ location: { zipcode: 'abcdefg' } }, { 'location.zipcode': 'must contain at most 5 numbers' }],
  ])('refuses %p and changes nothing', async (override, fields) => {
    const admin = member();
    const group = await addGroup(t, admin);
    const result = await t.run(admin, SAVE_GROUP, { id: group.id, about: 'Changed?', mutationType: 'EDIT', ...override });
    expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(result)).toEqual(fields);
    expect(await stored(group.id)).toMatchObject({ name: group.name, about: null });
  });

  it('needs an id, and answers NOT_FOUND for an unknown or malformed one', async () => {
    expect(fieldErrors(await t.run(member(), SAVE_GROUP, { name: 'X', mutationType: 'EDIT' }))).toEqual({ id: 'required' });
    expect(errorCodes(await t.run(member(), SAVE_GROUP, { id: randomUUID(), name: 'X', mutationType: 'EDIT' }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await t.run(member(), SAVE_GROUP, { id: '42', name: 'X', mutationType: 'EDIT' }))).toEqual(['NOT_FOUND']);
  });

  it('is refused to anonymous visitors, other users and plain members, and changes nothing', async () => {
    const group = await addGroup(t, member());
    const plain = member();
    await join(t, group.id, plain);
    const edit = { id: group.id, name: 'Taken over', mutationType: 'EDIT' } as const;
    expect(errorCodes(await t.run(anonymousViewer, SAVE_GROUP, edit))).toEqual(['UNAUTHENTICATED']);
    // Before the input is read: an anonymous visitor learns nothing of its rules.
    expect(errorCodes(await t.run(anonymousViewer, SAVE_GROUP, { name: ' ', mutationType: 'EDIT' }))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await t.run(member(), SAVE_GROUP, edit))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(plain, SAVE_GROUP, edit))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(member([PlatformRole.ADMIN]), SAVE_GROUP, edit))).toEqual(['FORBIDDEN']);
    expect(await stored(group.id)).toMatchObject({ name: group.name });
    expect(await t.outbox({ aggregateId: group.id })).toHaveLength(2);
  });

  it('is allowed to every admin of the group', async () => {
    const group = await addGroup(t, member());
    const second = member();
    await join(t, group.id, second, GroupRole.ADMIN);
    const result = await t.run(second, SAVE_GROUP, { id: group.id, about: 'Co-led', mutationType: 'EDIT' });
    expect(dataOf(result).group?.about).toBe('Co-led');
  });
});

describe('group DELETE', () => {
  it('is refused to anonymous visitors, other users and plain members; NOT_FOUND for an unknown id', async () => {
    const group = await addGroup(t, member());
    const plain = member();
    await join(t, group.id, plain);
    const remove = { id: group.id, mutationType: 'DELETE' } as const;
    expect(errorCodes(await t.run(anonymousViewer, SAVE_GROUP, remove))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await t.run(anonymousViewer, SAVE_GROUP, { mutationType: 'DELETE' }))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await t.run(member(), SAVE_GROUP, remove))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(plain, SAVE_GROUP, remove))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(member(), SAVE_GROUP, { id: randomUUID(), mutationType: 'DELETE' }))).toEqual(['NOT_FOUND']);
    expect(fieldErrors(await t.run(member(), SAVE_GROUP, { mutationType: 'DELETE' }))).toEqual({ id: 'required' });
    expect(await stored(group.id)).toBeDefined();
  });

  it('lets an admin delete it with its memberships, answering it as it was', async () => {
    const admin = member();
    const group = await addGroup(t, admin);
    await join(t, group.id, member());
    const result = await t.run(admin, SAVE_GROUP, { id: group.id, mutationType: 'DELETE' });
    expect(dataOf(result).group).toMatchObject({ id: group.id, slug: group.slug });
    expect(await stored(group.id)).toBeUndefined();
    expect(await t.count('group_member', 'group_id = ?', [group.id])).toBe(0);
    expect((await t.outbox({ aggregateId: group.id })).at(-1)).toMatchObject({
      type: 'community.group.deleted',
      payload: { groupId: group.id, slug: group.slug },
    });
  });
});
