import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, publishTestEvent, startTestService, uniqueSuffix, waitFor, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { UsersQuery, UsersQueryVariables } from '../__generated__/documents/graphql.ts';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { identityService } from '../service.ts';
import { grantRole, logIn, signUp, suspend } from './users.testing.ts';

// The `users` list through GraphQL, as anonymous visitors, members and platform admins.
let t: TestService<IdentityConfig>;
let member: Viewer;
let admin: Viewer;
beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig);
  member = (await signUp(t, { firstName: 'Barnabas', lastName: 'Cyprus' })).viewer;
  const { user, email } = await signUp(t, { firstName: 'Junia', lastName: 'Apostle' });
  await grantRole(t, user.id, PlatformRole.ADMIN);
  admin = await logIn(t, email);
});
afterAll(async () => t?.stop());

const USERS = graphql(`
  query Users($search: String, $cursor: String, $organizationId: ID, $groupId: ID, $eventId: ID, $first: Int) {
    users(search: $search, cursor: $cursor, organizationId: $organizationId, groupId: $groupId, eventId: $eventId, first: $first) {
      results { id firstName lastName status email }
      hasNextPage
      cursor
    }
  }
`);

const list = async (viewer: Viewer, variables: UsersQueryVariables): Promise<UsersQuery['users']> =>
  dataOf(await t.run(viewer, USERS, variables)).users;

const names = (page: UsersQuery['users']): string[] => page.results.map((u) => `${u.firstName} ${u.lastName}`);

describe('users', () => {
  it('is for signed-in users only', async () => {
    expect(errorCodes(await t.run(anonymousViewer, USERS, {}))).toEqual(['UNAUTHENTICATED']);
  });

  it('pages through matches by name then id with a cursor', async () => {
    const tag = uniqueSuffix();
    // Two share a name: the id breaks the tie, so no one is skipped or repeated across pages.
    for (const firstName of ['delta', 'Alpha', 'charlie', 'Bravo', 'Bravo']) await signUp(t, { firstName, lastName: `Pager${tag}` });
    const seen: string[] = [];
    const pages: boolean[] = [];
    let cursor: string | null = null;
    do {
      const page: UsersQuery['users'] = await list(member, { search: `pager${tag}`, first: 2, cursor });
      seen.push(...names(page));
      pages.push(page.hasNextPage);
      expect(page.cursor === null).toBe(!page.hasNextPage);
      cursor = page.cursor;
    } while (cursor);
    expect(pages).toEqual([true, true, false]);
    expect(seen).toEqual(['Alpha', 'Bravo', 'Bravo', 'charlie', 'delta'].map((first) => `${first} Pager${tag}`));
  });

  it('pages 20 at a time by default, and at most 50', async () => {
    const tag = uniqueSuffix();
    await Promise.all(
      Array.from({ length: 21 }, (_, i) => signUp(t, { firstName: `Page${String(i).padStart(2, '0')}`, lastName: `Default${tag}` })),
    );
    const first = await list(member, { search: `Default${tag}` });
    expect(first.results).toHaveLength(20);
    expect(first.hasNextPage).toBe(true);
    const second = await list(member, { search: `Default${tag}`, cursor: first.cursor });
    expect(names(second)).toEqual([`Page20 Default${tag}`]);
    expect(second).toMatchObject({ hasNextPage: false, cursor: null });
    expect((await list(member, { search: `Default${tag}`, first: 50 })).results).toHaveLength(21);
  });

  it('searches first and last names case-insensitively and literally', async () => {
    const tag = uniqueSuffix();
    const { user: first } = await signUp(t, { firstName: `Tabitha${tag}`, lastName: 'Joppa' });
    const { user: last } = await signUp(t, { firstName: 'Dorcas', lastName: `Joppa_${tag}` });
    expect((await list(member, { search: `TABITHA${tag}` })).results.map((u) => u.id)).toEqual([first.id]);
    expect((await list(member, { search: ` joppa_${tag} ` })).results.map((u) => u.id)).toEqual([last.id]);
    // `_` and `%` are letters here, not patterns
    expect((await list(member, { search: `joppa%${tag}` })).results).toEqual([]);
    expect((await list(member, { search: `Joppa${tag}` })).results).toEqual([]);
  });

  it('keeps the people holding a role in one organization', async () => {
    const tag = uniqueSuffix();
    const organizationId = randomUUID();
    const staff = await signUp(t, { firstName: 'Staff', lastName: `Org${tag}` });
    const lead = await signUp(t, { firstName: 'Lead', lastName: `Org${tag}` });
    await signUp(t, { firstName: 'Outsider', lastName: `Org${tag}` });
    await grantRole(t, staff.user.id, 'Treasurer', organizationId);
    await grantRole(t, lead.user.id, 'Pastor', organizationId);
    await grantRole(t, lead.user.id, 'Pastor', randomUUID());
    expect(names(await list(member, { organizationId }))).toEqual([`Lead Org${tag}`, `Staff Org${tag}`]);
    expect(names(await list(member, { organizationId, search: 'staff' }))).toEqual([`Staff Org${tag}`]);
    expect((await list(member, { organizationId: randomUUID() })).results).toEqual([]);
    expect((await list(member, { organizationId: 'not-a-uuid' })).results).toEqual([]);
  });

  it('lists suspended users to platform admins only, and shows e-mails to admins only', async () => {
    const tag = uniqueSuffix();
    const active = await signUp(t, { firstName: 'Active', lastName: `Status${tag}` });
    const suspended = await signUp(t, { firstName: 'Suspended', lastName: `Status${tag}` });
    await suspend(t, suspended.user.id);
    expect((await list(member, { search: `Status${tag}` })).results).toEqual([
      { id: active.user.id, firstName: 'Active', lastName: `Status${tag}`, status: 'ACTIVE', email: null },
    ]);
    expect((await list(admin, { search: `Status${tag}` })).results).toEqual([
      { id: active.user.id, firstName: 'Active', lastName: `Status${tag}`, status: 'ACTIVE', email: active.email },
      { id: suspended.user.id, firstName: 'Suspended', lastName: `Status${tag}`, status: 'SUSPENDED', email: suspended.email },
    ]);
    // each member sees their own e-mail
    expect((await list(active.viewer, { search: `Active Status${tag}` })).results[0]?.email).toBe(active.email);
  });

  it('refuses a cursor it did not make', async () => {
    expect(fieldErrors(await t.run(member, USERS, { cursor: 'bm90IGEgY3Vyc29y' }))).toEqual({ cursor: 'is not a valid cursor' });
    const forged = Buffer.from(JSON.stringify({ v: 'a', id: "x' or 1=1" })).toString('base64url');
    expect(fieldErrors(await t.run(member, USERS, { cursor: forged }))).toEqual({ cursor: 'is not a valid cursor' });
  });

  describe('of a group or an event (from community\'s events)', () => {
    // Publishes one of community's events as its relay would, and waits until identity handled it.
    const deliver = async (event: { type: string; payload: Record<string, string | boolean | null>; id?: string }) => {
      const before = t.service.consumerStats?.handled ?? 0;
      const duplicatesBefore = t.service.consumerStats?.duplicates ?? 0;
      const envelope = await publishTestEvent(t.bus, { version: 1, ...event });
      await waitFor(
        async () => (t.service.consumerStats?.handled ?? 0) > before || (t.service.consumerStats?.duplicates ?? 0) > duplicatesBefore,
        10_000,
        `${event.type} to be handled`,
      );
      return envelope;
    };
    const joined = (groupId: string, userId: string) => ({ type: 'community.group.member-joined', payload: { groupId, userId } });
    const registered = (eventId: string, userId: string) => ({ type: 'community.event.registered', payload: { eventId, groupId: null, userId } });

    it('keeps the members of a group as they join and leave, once per event however often it is delivered', async () => {
      const tag = uniqueSuffix();
      const groupId = randomUUID();
      const ruth = await signUp(t, { firstName: 'Ruth', lastName: `Group${tag}` });
      const boaz = await signUp(t, { firstName: 'Boaz', lastName: `Group${tag}` });
      await signUp(t, { firstName: 'Orpah', lastName: `Group${tag}` });
      const first = await deliver(joined(groupId, ruth.user.id));
      await deliver(joined(groupId, boaz.user.id));
      // The same event again (a redelivery), and a second join of the same member: still one row each.
      await deliver({ ...joined(groupId, ruth.user.id), id: first.id });
      await deliver(joined(groupId, ruth.user.id));
      expect(await t.count('group_member', 'group_id = ?', [groupId])).toBe(2);
      expect(names(await list(member, { groupId }))).toEqual([`Boaz Group${tag}`, `Ruth Group${tag}`]);
      expect(names(await list(member, { groupId, search: 'ruth' }))).toEqual([`Ruth Group${tag}`]);

      await deliver({ type: 'community.group.member-left', payload: { groupId, userId: boaz.user.id } });
      expect(names(await list(member, { groupId }))).toEqual([`Ruth Group${tag}`]);
      await deliver({ type: 'community.group.deleted', payload: { groupId, slug: `group-${tag}` } });
      expect((await list(member, { groupId })).results).toEqual([]);
      expect(await t.count('group_member', 'group_id = ?', [groupId])).toBe(0);
    });

    it('keeps the people registered for an event until they cancel', async () => {
      const tag = uniqueSuffix();
      const eventId = randomUUID();
      const anna = await signUp(t, { firstName: 'Anna', lastName: `Event${tag}` });
      const simeon = await signUp(t, { firstName: 'Simeon', lastName: `Event${tag}` });
      await deliver(registered(eventId, anna.user.id));
      const again = await deliver(registered(eventId, simeon.user.id));
      await deliver({ ...registered(eventId, simeon.user.id), id: again.id });
      expect(names(await list(member, { eventId }))).toEqual([`Anna Event${tag}`, `Simeon Event${tag}`]);
      await deliver({ type: 'community.event.registration-cancelled', payload: { eventId, userId: anna.user.id } });
      expect(names(await list(member, { eventId }))).toEqual([`Simeon Event${tag}`]);
      // Filters combine: registered for the event and in the group.
      const groupId = randomUUID();
      await deliver(joined(groupId, anna.user.id));
      expect((await list(member, { eventId, groupId })).results).toEqual([]);
      await deliver(joined(groupId, simeon.user.id));
      expect(names(await list(member, { eventId, groupId }))).toEqual([`Simeon Event${tag}`]);
    });

    it('shows who is in a closed or invite-only group to its members and admins only', async () => {
      const tag = uniqueSuffix();
      const groupId = randomUUID();
      const inside = await signUp(t, { firstName: 'Inside', lastName: `Closed${tag}` });
      const group = (privacy: string) => ({ groupId, slug: `closed-${tag}`, name: 'Elders', privacy });
      await deliver({ type: 'community.group.created', payload: { ...group('CLOSED'), createdById: inside.user.id } });
      await deliver(joined(groupId, inside.user.id));
      const refused = await t.run(member, USERS, { groupId });
      expect(errorCodes(refused)).toEqual(['FORBIDDEN']);
      expect(names(await list(inside.viewer, { groupId }))).toEqual([`Inside Closed${tag}`]);
      expect(names(await list(admin, { groupId }))).toEqual([`Inside Closed${tag}`]);
      // Made public: anyone signed in may look; made invite-only: members only again.
      await deliver({ type: 'community.group.updated', payload: { ...group('PUBLIC'), isSearchable: true } });
      expect(names(await list(member, { groupId }))).toEqual([`Inside Closed${tag}`]);
      await deliver({ type: 'community.group.updated', payload: { ...group('INVITE_ONLY'), isSearchable: false } });
      expect(errorCodes(await t.run(member, USERS, { groupId }))).toEqual(['FORBIDDEN']);
      expect(await t.count('community_group', 'group_id = ?', [groupId])).toBe(1);
    });

    it('skips members identity does not know, matches nobody for a malformed id, and is for members only', async () => {
      const groupId = randomUUID();
      await deliver(joined(groupId, randomUUID()));
      expect(await t.count('group_member', 'group_id = ?', [groupId])).toBe(0);
      expect((await list(member, { groupId: 'not-a-uuid' })).results).toEqual([]);
      expect((await list(member, { eventId: 'not-a-uuid' })).results).toEqual([]);
      expect(errorCodes(await t.run(anonymousViewer, USERS, { groupId }))).toEqual(['UNAUTHENTICATED']);
      // A suspended member of the group is listed to admins alone.
      const tag = uniqueSuffix();
      const gone = await signUp(t, { firstName: 'Demas', lastName: `Left${tag}` });
      await deliver(joined(groupId, gone.user.id));
      await suspend(t, gone.user.id);
      expect((await list(member, { groupId })).results).toEqual([]);
      expect(names(await list(admin, { groupId }))).toEqual([`Demas Left${tag}`]);
    });
  });
});
