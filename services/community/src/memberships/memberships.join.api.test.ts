import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { GroupRole } from '../groups/group.entity.ts';
import { addGroup, join, member } from '../groups/groups.testing.ts';
import { communityService as service } from '../service.ts';
import { change, changed, ids, snapshot } from './memberships.testing.ts';

// Joining and leaving as the signed-in user (groupMembership~ ADD and DELETE without ids), on real
// PostgreSQL through GraphQL.
let t: TestService<CommunityConfig>;
beforeAll(async () => {
  t = await startTestService(service, loadCommunityConfig);
});
afterAll(async () => t?.stop());

const MY_GROUPS = graphql(`query MyGroupsByType($type: String) { myGroups(type: $type) { results { id viewerStatus } } }`);
const myGroups = async (viewer: ReturnType<typeof member>, type?: string) =>
  dataOf(await t.run(viewer, MY_GROUPS, { type })).myGroups.results;

describe('joining', () => {
  it('makes anyone a member of a PUBLIC group at once, and records that they joined', async () => {
    const group = await addGroup(t, member());
    const joiner = member();
    const result = await changed(t, joiner, group.id, { mutationType: 'ADD' });
    expect(result.group).toEqual({ id: group.id, membersCount: 2, viewerStatus: 'MEMBER' });
    expect(ids(result.members)).toEqual([joiner.userId]);
    expect(result.requesters).toBeNull();
    expect((await t.outbox({ aggregateId: group.id })).at(-1)).toMatchObject({
      type: 'community.group.member-joined',
      actorId: joiner.userId,
      payload: { groupId: group.id, userId: joiner.userId },
    });
    // Joining again changes nothing.
    const before = await snapshot(t, group.id);
    expect((await changed(t, joiner, group.id, { mutationType: 'ADD' })).group.membersCount).toBe(2);
    expect(await snapshot(t, group.id)).toEqual(before);
  });

  it('turns joining a CLOSED group into a request an admin sees, and the requester waits', async () => {
    const admin = member();
    const group = await addGroup(t, admin, { privacy: 'CLOSED' });
    const asker = member();
    const result = await changed(t, asker, group.id, { mutationType: 'ADD' });
    expect(result.group).toEqual({ id: group.id, membersCount: 1, viewerStatus: 'REQUESTED' });
    // Content (and so the member lists) of a closed group is for members.
    expect(result.members).toBeNull();
    expect((await t.outbox({ aggregateId: group.id })).at(-1)).toMatchObject({
      type: 'community.group.join-requested',
      payload: { groupId: group.id, userId: asker.userId },
    });
    expect((await myGroups(asker, 'REQUESTED')).map((g) => [g.id, g.viewerStatus])).toEqual([[group.id, 'REQUESTED']]);
    expect(await myGroups(asker)).toEqual([]);
    const before = await snapshot(t, group.id);
    await changed(t, asker, group.id, { mutationType: 'ADD' });
    expect(await snapshot(t, group.id)).toEqual(before);
  });

  it('refuses to join an INVITE_ONLY group uninvited, and lets the invited in', async () => {
    const admin = member();
    const group = await addGroup(t, admin, { privacy: 'INVITE_ONLY' });
    const before = await snapshot(t, group.id);
    expect(errorCodes(await change(t, member(), group.id, { mutationType: 'ADD' }))).toEqual(['FORBIDDEN']);
    expect(await snapshot(t, group.id)).toEqual(before);

    const invitee = member();
    await changed(t, admin, group.id, { mutationType: 'EDIT', membershipAction: 'INVITE', inviteeIds: [invitee.userId] });
    expect((await myGroups(invitee, 'INVITED')).map((g) => [g.id, g.viewerStatus])).toEqual([[group.id, 'INVITED']]);
    const joined = await changed(t, invitee, group.id, { mutationType: 'ADD' });
    expect(joined.group).toEqual({ id: group.id, membersCount: 2, viewerStatus: 'MEMBER' });
    expect(ids(joined.members)).toEqual([invitee.userId]);
    expect((await t.outbox({ aggregateId: group.id })).slice(-3).map((e) => [e.type, e.payload])).toEqual([
      ['community.group.invitation-sent', { groupId: group.id, userId: invitee.userId, invitedById: admin.userId }],
      ['community.group.member-joined', { groupId: group.id, userId: invitee.userId }],
      ['community.group.invitation-accepted', { groupId: group.id, userId: invitee.userId, invitedById: admin.userId }],
    ]);
    expect(await myGroups(invitee, 'INVITED')).toEqual([]);
  });

  it('lets an invitation to a CLOSED group in without a request', async () => {
    const admin = member();
    const group = await addGroup(t, admin, { privacy: 'CLOSED' });
    const invitee = member();
    await changed(t, admin, group.id, { mutationType: 'EDIT', membershipAction: 'INVITE', inviteeIds: [invitee.userId] });
    expect((await changed(t, invitee, group.id, { mutationType: 'ADD' })).group.viewerStatus).toBe('MEMBER');
  });

  it('is refused to anonymous visitors before the input is read, and for an unknown or suspended group', async () => {
    const group = await addGroup(t, member());
    const before = await snapshot(t, group.id);
    expect(errorCodes(await change(t, anonymousViewer, group.id, { mutationType: 'ADD' }))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await change(t, anonymousViewer, 'not-an-id', { mutationType: 'ADD' }))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await change(t, member(), randomUUID(), { mutationType: 'ADD' }))).toEqual(['NOT_FOUND']);
    expect(fieldErrors(await change(t, member(), 'not-an-id', { mutationType: 'ADD' }))).toEqual({ groupId: 'is not a valid id' });
    expect(fieldErrors(await change(t, member(), group.id, { mutationType: 'ADD', memberIds: [randomUUID()] }))).toEqual({
      memberIds: 'must be empty when joining',
    });
    expect(fieldErrors(await change(t, member(), group.id, { mutationType: 'ADD', membershipAction: 'ACCEPT' }))).toEqual({
      membershipAction: 'must be empty when joining',
    });
    expect(fieldErrors(await change(t, member(), group.id, { mutationType: 'DELETE_ALL' }))).toEqual({ mutationType: 'must be ADD, EDIT or DELETE' });
    await t.sql("update app_group set status = 'SUSPENDED' where id = ?", [group.id]);
    expect(errorCodes(await change(t, member(), group.id, { mutationType: 'ADD' }))).toEqual(['NOT_FOUND']);
    expect(await snapshot(t, group.id)).toEqual(before);
  });

  it('counts exactly when 50 people join a PUBLIC group at once', async () => {
    const group = await addGroup(t, member());
    const joiners = Array.from({ length: 50 }, () => member());
    const results = await Promise.all(joiners.map((viewer) => change(t, viewer, group.id, { mutationType: 'ADD' })));
    expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
    const [row] = await t.sql<{ members_count: number }>('select members_count from app_group where id = ?', [group.id]);
    expect(row?.members_count).toBe(51);
    expect(await t.count('group_member', 'group_id = ?', [group.id])).toBe(51);
    expect(await t.count('outbox_event', "aggregate_id = ? and type = 'community.group.member-joined'", [group.id])).toBe(51);
  });

  it('counts exactly when 20 people join and leave at once, and one person joining twice at once joins once', async () => {
    const group = await addGroup(t, member());
    const leavers = Array.from({ length: 10 }, () => member());
    for (const viewer of leavers) await join(t, group.id, viewer);
    const twice = member();
    const joiners = Array.from({ length: 10 }, () => member());
    const results = await Promise.all([
      ...joiners.map((viewer) => change(t, viewer, group.id, { mutationType: 'ADD' })),
      ...leavers.map((viewer) => change(t, viewer, group.id, { mutationType: 'DELETE' })),
      change(t, twice, group.id, { mutationType: 'ADD' }),
      change(t, twice, group.id, { mutationType: 'ADD' }),
    ]);
    expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
    const [row] = await t.sql<{ members_count: number }>('select members_count from app_group where id = ?', [group.id]);
    expect(row?.members_count).toBe(12);
    expect(await t.count('group_member', 'group_id = ?', [group.id])).toBe(12);
  });
});

describe('leaving', () => {
  it('lets a member leave and records it; leaving again changes nothing', async () => {
    const group = await addGroup(t, member());
    const leaver = member();
    await changed(t, leaver, group.id, { mutationType: 'ADD' });
    const left = await changed(t, leaver, group.id, { mutationType: 'DELETE' });
    expect(left.group).toEqual({ id: group.id, membersCount: 1, viewerStatus: null });
    expect((await t.outbox({ aggregateId: group.id })).at(-1)).toMatchObject({
      type: 'community.group.member-left',
      payload: { groupId: group.id, userId: leaver.userId },
    });
    const before = await snapshot(t, group.id);
    await changed(t, leaver, group.id, { mutationType: 'DELETE' });
    expect(await snapshot(t, group.id)).toEqual(before);
  });

  it('withdraws a request and declines an invitation', async () => {
    const admin = member();
    const group = await addGroup(t, admin, { privacy: 'CLOSED' });
    const asker = member();
    const invitee = member();
    await changed(t, asker, group.id, { mutationType: 'ADD' });
    await changed(t, admin, group.id, { mutationType: 'EDIT', membershipAction: 'INVITE', inviteeIds: [invitee.userId] });
    await changed(t, asker, group.id, { mutationType: 'DELETE' });
    await changed(t, invitee, group.id, { mutationType: 'DELETE' });
    expect(await t.count('group_candidate', 'group_id = ?', [group.id])).toBe(0);
    expect(await t.count('group_member', 'group_id = ?', [group.id])).toBe(1);
  });

  it('refuses the last admin, but lets an admin go while another remains', async () => {
    const admin = member();
    const group = await addGroup(t, admin);
    await join(t, group.id, member());
    const before = await snapshot(t, group.id);
    expect(errorCodes(await change(t, admin, group.id, { mutationType: 'DELETE' }))).toEqual(['CONFLICT']);
    expect(await snapshot(t, group.id)).toEqual(before);

    const second = member();
    await join(t, group.id, second, GroupRole.ADMIN);
    await changed(t, admin, group.id, { mutationType: 'DELETE' });
    expect(errorCodes(await change(t, second, group.id, { mutationType: 'DELETE' }))).toEqual(['CONFLICT']);
  });

  it('keeps one admin when two admins leave at once', async () => {
    const first = member();
    const group = await addGroup(t, first);
    const second = member();
    await join(t, group.id, second, GroupRole.ADMIN);
    const results = await Promise.all([first, second].map((viewer) => change(t, viewer, group.id, { mutationType: 'DELETE' })));
    expect(results.map((r) => errorCodes(r)).sort()).toEqual([[], ['CONFLICT']]);
    expect(await t.count('group_member', 'group_id = ? and role = ?', [group.id, GroupRole.ADMIN])).toBe(1);
  });

  it('is refused to anonymous visitors; a platform admin who is no member leaves nothing', async () => {
    const group = await addGroup(t, member());
    const before = await snapshot(t, group.id);
    expect(errorCodes(await change(t, anonymousViewer, group.id, { mutationType: 'DELETE' }))).toEqual(['UNAUTHENTICATED']);
    await changed(t, member([PlatformRole.ADMIN]), group.id, { mutationType: 'DELETE' });
    expect(await snapshot(t, group.id)).toEqual(before);
  });
});
