import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { addGroup, join, member } from '../groups/groups.testing.ts';
import { communityService } from '../service.ts';
import { changed, ids, INVITE_BY_EMAIL, MEMBERSHIP, snapshot } from './memberships.testing.ts';

// groupMembership(groupId) and what each viewer sees of it; invitations by e-mail.
let t: TestService<CommunityConfig>;
beforeAll(async () => {
  t = await startTestService(communityService, loadCommunityConfig);
});
afterAll(async () => t?.stop());

const membership = async (viewer: Parameters<TestService<CommunityConfig>['run']>[0], groupId: string) =>
  dataOf(await t.run(viewer, MEMBERSHIP, { groupId })).groupMembership;

describe('groupMembership', () => {
  it('lists a PUBLIC group\'s admins and members to everyone, its requesters and invitees to its admins only', async () => {
    const admin = member();
    const group = await addGroup(t, admin);
    const plain = member();
    await join(t, group.id, plain);
    const invitee = member();
    await changed(t, admin, group.id, { mutationType: 'EDIT', membershipAction: 'INVITE', inviteeIds: [invitee.userId] });

    for (const viewer of [anonymousViewer, member(), plain]) {
      expect(await membership(viewer, group.id)).toMatchObject({
        admins: [{ id: admin.userId }],
        members: [{ id: plain.userId }],
        requesters: null,
        invitees: null,
        inviteEmails: null,
      });
    }
    for (const viewer of [admin, member([PlatformRole.ADMIN])]) {
      expect(await membership(viewer, group.id)).toMatchObject({ invitees: [{ id: invitee.userId }], requesters: [], inviteEmails: [] });
    }
    expect((await membership(plain, group.id))?.group).toEqual({ id: group.id, membersCount: 2, viewerStatus: 'MEMBER' });
    expect((await membership(invitee, group.id))?.group.viewerStatus).toBe('INVITED');
  });

  it.each(['CLOSED', 'INVITE_ONLY'] as const)('keeps a %s group\'s members for its members', async (privacy) => {
    const admin = member();
    const group = await addGroup(t, admin, { privacy });
    const plain = member();
    await join(t, group.id, plain);
    for (const viewer of [anonymousViewer, member()]) {
      expect(await membership(viewer, group.id)).toMatchObject({ groupId: group.id, admins: null, members: null, requesters: null });
    }
    expect(ids((await membership(plain, group.id))?.members)).toEqual([plain.userId]);
    expect(ids((await membership(member([PlatformRole.ADMIN]), group.id))?.admins)).toEqual([admin.userId]);
  });

  it('is null for an unknown, malformed or suspended group (but not for its members)', async () => {
    const admin = member();
    const group = await addGroup(t, admin);
    expect(await membership(member(), randomUUID())).toBeNull();
    expect(await membership(member(), 'nope')).toBeNull();
    await t.sql("update app_group set status = 'SUSPENDED' where id = ?", [group.id]);
    expect(await membership(member(), group.id)).toBeNull();
    expect((await membership(admin, group.id))?.admins).toEqual([{ id: admin.userId }]);
  });
});

describe('groupInviteNonKoinoniaMembers', () => {
  it('records an invitation per address and the event notify e-mails from; inviting again within the week sends nothing', async () => {
    const admin = member();
    const group = await addGroup(t, admin);
    const result = dataOf(await t.run(admin, INVITE_BY_EMAIL, { groupId: group.id, userEmails: ['Ruth@Example.org', ' boaz@example.org', 'ruth@example.org'] }))
      .groupInviteNonKoinoniaMembers;
    // Both are created in one moment: their order is the creation time's tie, so not asserted.
    expect([...(result.inviteEmails ?? [])].sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'boaz@example.org', isAccepted: false },
      { email: 'ruth@example.org', isAccepted: false },
    ]);
    const sent = () => t.outbox({ aggregateId: group.id, type: 'community.group.email-invitation-sent' });
    expect((await sent()).map((e) => e.payload)).toEqual(
      ['ruth@example.org', 'boaz@example.org'].map((email) => ({ groupId: group.id, groupSlug: group.slug, groupName: group.name, email, invitedById: admin.userId })),
    );
    await t.run(member([PlatformRole.ADMIN]), INVITE_BY_EMAIL, { groupId: group.id, userEmails: ['ruth@example.org'] });
    expect(await t.count('group_email_invitation', 'group_id = ?', [group.id])).toBe(2);
    expect(await sent()).toHaveLength(2);
  });

  it('refuses bad addresses, too many, members, outsiders and anonymous visitors, and changes nothing', async () => {
    const admin = member();
    const group = await addGroup(t, admin);
    const plain = member();
    await join(t, group.id, plain);
    const before = await snapshot(t, group.id);
    const invite = (viewer: Parameters<TestService<CommunityConfig>['run']>[0], userEmails: string[], groupId = group.id) =>
      t.run(viewer, INVITE_BY_EMAIL, { groupId, userEmails });
    expect(fieldErrors(await invite(admin, ['ok@example.org', 'not an address']))).toEqual({ 'userEmails.1': 'must be a valid email address' });
    expect(fieldErrors(await invite(admin, []))).toEqual({ userEmails: 'required' });
    expect(fieldErrors(await invite(admin, Array.from({ length: 51 }, (_, i) => `p${i}@example.org`)))).toEqual({ userEmails: 'must list at most 50 addresses' });
    expect(errorCodes(await invite(plain, ['a@example.org']))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await invite(member(), ['a@example.org']))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await invite(anonymousViewer, ['a@example.org']))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await invite(admin, ['a@example.org'], randomUUID()))).toEqual(['NOT_FOUND']);
    expect(await snapshot(t, group.id)).toEqual(before);
  });
});
