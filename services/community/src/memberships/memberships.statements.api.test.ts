import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Viewer } from '@koinonia/kit';
import { dataOf, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { addGroup, join, member } from '../groups/groups.testing.ts';
import { communityService } from '../service.ts';
import { changed, ids, INVITE_BY_EMAIL } from './memberships.testing.ts';

// A request about several groups' membership lists costs a fixed number of SQL statements whatever
// the number of groups: the lists load through per-request DataLoaders.
let t: TestService<CommunityConfig>;
const admin = member();
const groups: { id: string; members: string[]; requester: string; invitee: string }[] = [];
beforeAll(async () => {
  t = await startTestService(communityService, loadCommunityConfig);
  for (let i = 0; i < 5; i++) {
    const group = await addGroup(t, admin, { privacy: 'CLOSED' });
    const members = [member(), member()];
    for (const m of members) await join(t, group.id, m);
    const requester = member();
    await changed(t, requester, group.id, { mutationType: 'ADD' });
    const invitee = member();
    await changed(t, admin, group.id, { mutationType: 'EDIT', membershipAction: 'INVITE', inviteeIds: [invitee.userId] });
    await t.run(admin, INVITE_BY_EMAIL, { groupId: group.id, userEmails: [`guest${i}@example.org`] });
    groups.push({ id: group.id, members: members.map((m) => m.userId), requester: requester.userId, invitee: invitee.userId });
  }
}, 60_000);
afterAll(async () => t?.stop());

graphql(`
  fragment MembershipLists on GroupMembership {
    groupId
    group { id membersCount viewerStatus }
    admins { id } members { id } requesters { id } invitees { id }
    inviteEmails { email }
  }
`);

const MEMBERSHIPS = graphql(`
  query MembershipsOfGroups($a: ID!, $b: ID!, $c: ID!, $d: ID!, $e: ID!) {
    a: groupMembership(groupId: $a) { ...MembershipLists }
    b: groupMembership(groupId: $b) { ...MembershipLists }
    c: groupMembership(groupId: $c) { ...MembershipLists }
    d: groupMembership(groupId: $d) { ...MembershipLists }
    e: groupMembership(groupId: $e) { ...MembershipLists }
  }
`);

/** The statements of one request for the lists of `count` groups (the others repeat the first). */
async function statementsFor(viewer: Viewer, count: number): Promise<string[]> {
  const asked = groups.map((group, i) => (i < count ? group : groups[0]!));
  const [a, b, c, d, e] = asked.map((group) => group.id) as [string, string, string, string, string];
  return t.statementsDuring(async () => {
    const data = dataOf(await t.run(viewer, MEMBERSHIPS, { a, b, c, d, e }));
    [data.a, data.b, data.c, data.d, data.e].forEach((membership, i) => {
      const group = asked[i]!;
      expect(ids(membership?.admins)).toEqual([admin.userId]);
      expect(ids(membership?.members)).toEqual(group.members);
      expect(ids(membership?.requesters)).toEqual([group.requester]);
      expect(ids(membership?.invitees)).toEqual([group.invitee]);
      expect(membership?.inviteEmails).toHaveLength(1);
    });
  });
}

describe('statements per request', () => {
  it('the membership lists of five groups: one query per kind of row, as for one group', async () => {
    const one = await statementsFor(admin, 1);
    const five = await statementsFor(admin, 5);
    // The groups, the viewer's standing in them, then members, candidates and e-mail invitations.
    expect(five).toHaveLength(5);
    expect(five).toHaveLength(one.length);
  });
});
