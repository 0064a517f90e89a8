import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole } from '@koinonia/kit';
import { errorCodes, fieldErrors, handledTestEvent, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { GroupRole } from '../groups/group.entity.ts';
import { addGroup, join, member } from '../groups/groups.testing.ts';
import { communityService } from '../service.ts';
import { change, changed, ids, snapshot } from './memberships.testing.ts';

// What admins do to a group's membership sets (groupMembership~ EDIT, and DELETE naming people),
// as group admin, platform admin, plain member, outsider and anonymous visitor.
let t: TestService<CommunityConfig>;
beforeAll(async () => {
  t = await startTestService(communityService, loadCommunityConfig);
});
afterAll(async () => t?.stop());

/** A CLOSED group with an admin, two members and two requesters. */
async function closedGroup() {
  const admin = member();
  const group = await addGroup(t, admin, { privacy: 'CLOSED' });
  const members = [member(), member()];
  for (const viewer of members) await join(t, group.id, viewer);
  const requesters = [member(), member()];
  for (const viewer of requesters) await changed(t, viewer, group.id, { mutationType: 'ADD' });
  return { admin, group, members, requesters };
}

describe('ACCEPT and NOT_ACCEPT', () => {
  it('lets a group admin accept requests: they become members, with the events notify and identity read', async () => {
    const { admin, group, requesters } = await closedGroup();
    const result = await changed(t, admin, group.id, { mutationType: 'EDIT', membershipAction: 'ACCEPT', requesterIds: [requesters[0]!.userId] });
    expect(result.group.membersCount).toBe(4);
    expect(ids(result.requesters)).toEqual([requesters[1]!.userId]);
    expect(ids(result.members)).toContain(requesters[0]!.userId);
    expect((await t.outbox({ aggregateId: group.id })).slice(-2).map((e) => [e.type, e.payload])).toEqual([
      ['community.group.member-joined', { groupId: group.id, userId: requesters[0]!.userId }],
      ['community.group.join-request-accepted', { groupId: group.id, userId: requesters[0]!.userId, acceptedById: admin.userId }],
    ]);
  });

  it('lets a group admin decline requests and withdraw invitations, recording nothing', async () => {
    const { admin, group, requesters } = await closedGroup();
    const invitee = member();
    await changed(t, admin, group.id, { mutationType: 'EDIT', membershipAction: 'INVITE', inviteeIds: [invitee.userId] });
    const events = (await t.outbox({ aggregateId: group.id })).length;
    const result = await changed(t, admin, group.id, {
      mutationType: 'EDIT',
      membershipAction: 'NOT_ACCEPT',
      requesterIds: requesters.map((r) => r.userId),
      inviteeIds: [invitee.userId],
    });
    expect(result).toMatchObject({ requesters: [], invitees: [] });
    expect(result.group.membersCount).toBe(3);
    expect(await t.outbox({ aggregateId: group.id })).toHaveLength(events);
  });

  it('lets a platform admin accept too', async () => {
    const { group, requesters } = await closedGroup();
    const result = await changed(t, member([PlatformRole.ADMIN]), group.id, {
      mutationType: 'EDIT',
      membershipAction: 'ACCEPT',
      requesterIds: requesters.map((r) => r.userId),
    });
    expect(result.group.membersCount).toBe(5);
  });

  it('refuses members, outsiders and anonymous visitors, and changes nothing', async () => {
    const { group, members, requesters } = await closedGroup();
    const accept = { mutationType: 'EDIT' as const, membershipAction: 'ACCEPT' as const, requesterIds: [requesters[0]!.userId] };
    const before = await snapshot(t, group.id);
    expect(errorCodes(await change(t, members[0]!, group.id, accept))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await change(t, member(), group.id, accept))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await change(t, requesters[1]!, group.id, accept))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await change(t, anonymousViewer, group.id, accept))).toEqual(['UNAUTHENTICATED']);
    expect(await snapshot(t, group.id)).toEqual(before);
  });

  it('refuses the whole change when one id is not a requester, and bad input, changing nothing', async () => {
    const { admin, group, members, requesters } = await closedGroup();
    const before = await snapshot(t, group.id);
    const edit = (args: Parameters<typeof change>[3]) => change(t, admin, group.id, args);
    expect(fieldErrors(await edit({ mutationType: 'EDIT', membershipAction: 'ACCEPT', requesterIds: [requesters[0]!.userId, members[0]!.userId] }))).toEqual({
      'requesterIds.1': 'is not a requester of this group',
    });
    expect(fieldErrors(await edit({ mutationType: 'EDIT', membershipAction: 'ACCEPT', requesterIds: [randomUUID()] }))).toEqual({
      'requesterIds.0': 'is not a requester of this group',
    });
    expect(fieldErrors(await edit({ mutationType: 'EDIT', membershipAction: 'ACCEPT', requesterIds: ['42'] }))).toEqual({ 'requesterIds.0': 'is not a valid id' });
    expect(fieldErrors(await edit({ mutationType: 'EDIT', membershipAction: 'ACCEPT' }))).toEqual({ requesterIds: 'required' });
    expect(fieldErrors(await edit({ mutationType: 'EDIT', requesterIds: [requesters[0]!.userId] }))).toEqual({ membershipAction: 'required' });
    expect(fieldErrors(await edit({ mutationType: 'EDIT', membershipAction: 'ACCEPT', requesterIds: [requesters[0]!.userId], memberIds: [members[0]!.userId] }))).toEqual({
      memberIds: 'must be empty for ACCEPT',
    });
    expect(errorCodes(await change(t, admin, randomUUID(), { mutationType: 'EDIT', membershipAction: 'ACCEPT', requesterIds: [requesters[0]!.userId] }))).toEqual(['NOT_FOUND']);
    expect(await snapshot(t, group.id)).toEqual(before);
  });
});

describe('INVITE', () => {
  it('invites people, accepts one who had asked, leaves one already invited as they were', async () => {
    const { admin, group, requesters } = await closedGroup();
    const newcomer = member();
    await changed(t, admin, group.id, { mutationType: 'EDIT', membershipAction: 'INVITE', inviteeIds: [newcomer.userId] });
    const events = (await t.outbox({ aggregateId: group.id })).length;
    const result = await changed(t, admin, group.id, {
      mutationType: 'EDIT',
      membershipAction: 'INVITE',
      inviteeIds: [newcomer.userId, requesters[0]!.userId],
    });
    expect(ids(result.invitees)).toEqual([newcomer.userId]);
    expect(ids(result.requesters)).toEqual([requesters[1]!.userId]);
    expect(result.group.membersCount).toBe(4);
    expect((await t.outbox({ aggregateId: group.id })).slice(events).map((e) => e.type)).toEqual([
      'community.group.member-joined',
      'community.group.join-request-accepted',
    ]);
  });

  it('refuses to invite a member, as a plain member, or anonymously, changing nothing', async () => {
    const { admin, group, members } = await closedGroup();
    const before = await snapshot(t, group.id);
    expect(fieldErrors(await change(t, admin, group.id, { mutationType: 'EDIT', membershipAction: 'INVITE', inviteeIds: [randomUUID(), members[1]!.userId] }))).toEqual({
      'inviteeIds.1': 'is already a member of this group',
    });
    expect(errorCodes(await change(t, members[0]!, group.id, { mutationType: 'EDIT', membershipAction: 'INVITE', inviteeIds: [randomUUID()] }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await change(t, anonymousViewer, group.id, { mutationType: 'EDIT', membershipAction: 'INVITE', inviteeIds: [randomUUID()] }))).toEqual(['UNAUTHENTICATED']);
    expect(await snapshot(t, group.id)).toEqual(before);
  });

  it('invites no one who blocked the admin or whom the admin blocked, until the block is lifted', async () => {
    const { admin, group } = await closedGroup();
    const [blocker, blocked] = [member(), member()];
    const identity = (type: 'identity.profile.blocked' | 'identity.profile.unblocked', blockerId: string, blockedUserId: string) =>
      handledTestEvent(t, { type, aggregateId: blockerId, payload: { blockerId, blockedUserId, blockedProfileId: randomUUID() } });
    await identity('identity.profile.blocked', blocker.userId, admin.userId);
    await identity('identity.profile.blocked', admin.userId, blocked.userId);
    const before = await snapshot(t, group.id);
    for (const invitee of [blocker, blocked]) {
      const result = await change(t, admin, group.id, { mutationType: 'EDIT', membershipAction: 'INVITE', inviteeIds: [member().userId, invitee.userId] });
      expect(errorCodes(result)).toEqual(['FORBIDDEN']);
    }
    expect(await snapshot(t, group.id)).toEqual(before);
    expect(await t.count('outbox_event', `type = 'community.group.invitation-sent' and aggregate_id = ?`, [group.id])).toBe(0);

    await identity('identity.profile.unblocked', blocker.userId, admin.userId);
    const result = await changed(t, admin, group.id, { mutationType: 'EDIT', membershipAction: 'INVITE', inviteeIds: [blocker.userId] });
    expect(ids(result.invitees)).toEqual([blocker.userId]);
  });
});

describe('PROMOTE and DEMOTE', () => {
  it('promotes members to admins and demotes admins, but never the last one', async () => {
    const { admin, group, members } = await closedGroup();
    const promoted = await changed(t, admin, group.id, { mutationType: 'EDIT', membershipAction: 'PROMOTE', memberIds: [members[0]!.userId] });
    expect(ids(promoted.admins)).toEqual([admin.userId, members[0]!.userId]);
    // The promoted admin now manages the group, and demotes the first.
    const demoted = await changed(t, members[0]!, group.id, { mutationType: 'EDIT', membershipAction: 'DEMOTE', adminIds: [admin.userId] });
    expect(ids(demoted.admins)).toEqual([members[0]!.userId]);
    expect(demoted.group.membersCount).toBe(3);
    expect((await t.outbox({ type: 'community.group.member-role-changed' })).filter((e) => e.payload['groupId'] === group.id).map((e) => e.payload)).toEqual([
      { groupId: group.id, userId: members[0]!.userId, role: 'ADMIN' },
      { groupId: group.id, userId: admin.userId, role: 'MEMBER' },
    ]);

    const before = await snapshot(t, group.id);
    expect(errorCodes(await change(t, members[0]!, group.id, { mutationType: 'EDIT', membershipAction: 'DEMOTE', adminIds: [members[0]!.userId] }))).toEqual(['CONFLICT']);
    expect(errorCodes(await change(t, member([PlatformRole.ADMIN]), group.id, { mutationType: 'EDIT', membershipAction: 'DEMOTE', adminIds: [members[0]!.userId] }))).toEqual(['CONFLICT']);
    expect(errorCodes(await change(t, admin, group.id, { mutationType: 'EDIT', membershipAction: 'PROMOTE', memberIds: [admin.userId] }))).toEqual(['FORBIDDEN']);
    expect(fieldErrors(await change(t, members[0]!, group.id, { mutationType: 'EDIT', membershipAction: 'PROMOTE', memberIds: [members[0]!.userId] }))).toEqual({
      'memberIds.0': 'is not a member of this group',
    });
    expect(fieldErrors(await change(t, members[0]!, group.id, { mutationType: 'EDIT', membershipAction: 'DEMOTE', memberIds: [admin.userId] }))).toEqual({
      adminIds: 'required',
      memberIds: 'must be empty for DEMOTE',
    });
    expect(await snapshot(t, group.id)).toEqual(before);
  });

  it('lets a platform admin promote', async () => {
    const { group, members } = await closedGroup();
    const result = await changed(t, member([PlatformRole.ADMIN]), group.id, { mutationType: 'EDIT', membershipAction: 'PROMOTE', memberIds: [members[1]!.userId] });
    expect(ids(result.admins)).toContain(members[1]!.userId);
  });
});

describe('DELETE naming people', () => {
  it('lets an admin remove members and other admins, recording that they left', async () => {
    const { admin, group, members } = await closedGroup();
    const other = member();
    await join(t, group.id, other, GroupRole.ADMIN);
    const result = await changed(t, admin, group.id, { mutationType: 'DELETE', memberIds: [members[0]!.userId], adminIds: [other.userId] });
    expect(ids(result.admins)).toEqual([admin.userId]);
    expect(ids(result.members)).toEqual([members[1]!.userId]);
    expect(result.group.membersCount).toBe(2);
    expect((await t.outbox({ aggregateId: group.id, type: 'community.group.member-left' })).map((e) => e.payload.userId)).toEqual([
      members[0]!.userId,
      other.userId,
    ]);
  });

  it('refuses to remove the last admin, a non-member, or as a plain member, changing nothing', async () => {
    const { admin, group, members, requesters } = await closedGroup();
    const before = await snapshot(t, group.id);
    expect(errorCodes(await change(t, admin, group.id, { mutationType: 'DELETE', adminIds: [admin.userId] }))).toEqual(['CONFLICT']);
    expect(fieldErrors(await change(t, admin, group.id, { mutationType: 'DELETE', memberIds: [requesters[0]!.userId] }))).toEqual({
      'memberIds.0': 'is not a member of this group',
    });
    expect(fieldErrors(await change(t, admin, group.id, { mutationType: 'DELETE', memberIds: [admin.userId] }))).toEqual({
      'memberIds.0': 'is not a member of this group',
    });
    expect(fieldErrors(await change(t, admin, group.id, { mutationType: 'DELETE', requesterIds: [requesters[0]!.userId] }))).toMatchObject({
      requesterIds: expect.stringMatching(/^must be empty when removing people/),
    });
    expect(errorCodes(await change(t, members[0]!, group.id, { mutationType: 'DELETE', memberIds: [members[1]!.userId] }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await change(t, anonymousViewer, group.id, { mutationType: 'DELETE', memberIds: [members[1]!.userId] }))).toEqual(['UNAUTHENTICATED']);
    expect(await snapshot(t, group.id)).toEqual(before);
  });
});
