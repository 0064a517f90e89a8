import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Viewer } from '@koinonia/kit';
import { dataOf, handledTestEvent, startTestService, uniqueSuffix, type TestService } from '@koinonia/kit/testing';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { addGroup, member } from '../groups/groups.testing.ts';
import { changed, ids, INVITE_BY_EMAIL, MEMBERSHIP } from '../memberships/memberships.testing.ts';
import { communityService } from '../service.ts';

// Identity's arrival through an invitation e-mail's link (signIn(..., groupSlug)) and its
// email-verified, delivered through the bus; the outcome is read through GraphQL as the group's admin
// and as the person who arrived.
let t: TestService<CommunityConfig>;
beforeAll(async () => {
  t = await startTestService(communityService, loadCommunityConfig);
});
afterAll(async () => t?.stop());

type Privacy = 'PUBLIC' | 'CLOSED' | 'INVITE_ONLY';
const emailOf = () => `invitee${uniqueSuffix()}@church.example.org`;
const arrive = (person: Viewer, email: string, groupSlug: string, isEmailVerified: boolean, id: string = randomUUID()) =>
  handledTestEvent(t, { id, type: 'identity.user.arrived-by-group-invitation', version: 1, aggregateId: person.userId!, payload: { userId: person.userId, email, groupSlug, isEmailVerified } });
const verified = (person: Viewer, email: string) =>
  handledTestEvent(t, { type: 'identity.user.email-verified', version: 1, aggregateId: person.userId!, payload: { userId: person.userId, email } });
async function membership(viewer: Viewer, groupId: string) {
  const answer = dataOf(await t.run(viewer, MEMBERSHIP, { groupId })).groupMembership;
  if (!answer) throw new Error('the group answered no membership');
  return answer;
}
const eventsOf = async (groupId: string) => (await t.outbox({ aggregateId: groupId })).map((e) => [e.type, e.payload]);

/** A group of `privacy` whose admin invited `email`. */
async function invitedTo(privacy: Privacy, email: string | null) {
  const admin = member();
  const group = await addGroup(t, admin, { privacy });
  if (email) dataOf(await t.run(admin, INVITE_BY_EMAIL, { groupId: group.id, userEmails: [email] }));
  return { admin, group };
}

describe('an invitation e-mail followed to sign up (the address not verified yet)', () => {
  it('joins only once that address is verified, accepting the invitation so the inviter is told', async () => {
    const [email, person] = [emailOf(), member()];
    const { admin, group } = await invitedTo('INVITE_ONLY', email);
    await arrive(person, email, group.slug, false);
    expect(ids((await membership(admin, group.id)).members)).toEqual([]);

    // Another address of the account proves nothing about the invited one.
    await verified(person, emailOf());
    expect(ids((await membership(admin, group.id)).members)).toEqual([]);

    const before = (await eventsOf(group.id)).length;
    await verified(person, email);
    const after = await membership(admin, group.id);
    expect(ids(after.members)).toEqual([person.userId]);
    expect(after.inviteEmails).toEqual([{ email, isAccepted: true }]);
    expect(after.group?.membersCount).toBe(2);
    expect((await eventsOf(group.id)).slice(before)).toEqual([
      ['community.group.member-joined', { groupId: group.id, userId: person.userId }],
      ['community.group.invitation-accepted', { groupId: group.id, userId: person.userId, invitedById: admin.userId }],
    ]);
    expect(await t.count('invitation_arrival', 'user_id = ?', [person.userId])).toBe(0);

    // Verifying again (or another arrival later) changes nothing.
    await verified(person, email);
    await arrive(person, email, group.slug, true);
    expect((await eventsOf(group.id)).length).toBe(before + 2);
  });
});

describe('an invitation e-mail followed to log in with a verified address', () => {
  it('joins at once, and the same event delivered twice, or many arrivals at once, add one membership', async () => {
    const [email, person] = [emailOf(), member()];
    const { admin, group } = await invitedTo('CLOSED', email);
    const id = randomUUID();
    await arrive(person, email, group.slug, true, id);
    await arrive(person, email, group.slug, true, id);
    await Promise.all(Array.from({ length: 8 }, () => arrive(person, email, group.slug, true)));
    const after = await membership(admin, group.id);
    expect(ids(after.members)).toEqual([person.userId]);
    expect(after.group?.membersCount).toBe(2);
    expect((await membership(person, group.id)).group?.viewerStatus).toBe('MEMBER');
    expect((await eventsOf(group.id)).filter(([type]) => type === 'community.group.invitation-accepted')).toHaveLength(1);
  });

  it('accepts an invitation of the account itself, even to another address', async () => {
    const person = member();
    const { admin, group } = await invitedTo('INVITE_ONLY', null);
    await changed(t, admin, group.id, { mutationType: 'EDIT', membershipAction: 'INVITE', inviteeIds: [person.userId] });
    await arrive(person, emailOf(), group.slug, true);
    const after = await membership(admin, group.id);
    expect([ids(after.members), ids(after.invitees)]).toEqual([[person.userId], []]);
    expect((await eventsOf(group.id)).at(-1)).toEqual([
      'community.group.invitation-accepted', { groupId: group.id, userId: person.userId, invitedById: admin.userId },
    ]);
  });
});

describe('without an invitation', () => {
  it.each<[Privacy, string[]]>([
    ['PUBLIC', ['community.group.member-joined']],
    ['CLOSED', []],
    ['INVITE_ONLY', []],
  ])('a %s group records %p', async (privacy, types) => {
    const person = member();
    const { admin, group } = await invitedTo(privacy, emailOf());
    const before = (await eventsOf(group.id)).length;
    await arrive(person, emailOf(), group.slug, true);
    expect((await eventsOf(group.id)).slice(before).map(([type]) => type)).toEqual(types);
    const after = await membership(admin, group.id);
    expect(ids(after.members)).toEqual(types.length ? [person.userId] : []);
    expect(ids(after.requesters)).toEqual([]);
  });

  it('ignores a slug no group has', async () => {
    const person = member();
    await arrive(person, emailOf(), `no-such-group-${uniqueSuffix()}`, false);
    await arrive(person, emailOf(), `no-such-group-${uniqueSuffix()}`, true);
    expect(await t.count('invitation_arrival', 'user_id = ?', [person.userId])).toBe(0);
    expect(await t.count('group_member', 'user_id = ?', [person.userId])).toBe(0);
  });
});
