import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dataOf, errorCodes, startTestService, uniqueSuffix, type TestService } from '@koinonia/kit/testing';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { addGroup, member } from '../groups/groups.testing.ts';
import { communityService } from '../service.ts';
import { INVITATION_EMAIL_LIMITS } from './invitation-limits.ts';
import { INVITE_BY_EMAIL } from './memberships.testing.ts';

// groupInviteNonKoinoniaMembers is no spam cannon: how many addresses an inviter reaches a day, and
// how many invitation e-mails one address gets a week (notify applies the same when it sends).
let t: TestService<CommunityConfig>;
beforeAll(async () => {
  t = await startTestService(communityService, loadCommunityConfig);
});
afterAll(async () => t?.stop());

type Viewer = Parameters<TestService<CommunityConfig>['run']>[0];
const invite = (viewer: Viewer, groupId: string, userEmails: string[]) => t.run(viewer, INVITE_BY_EMAIL, { groupId, userEmails });
const eventsTo = async (email: string) =>
  (await t.outbox({ type: 'community.group.email-invitation-sent' })).filter((e) => (e.payload as { email: string }).email === email);
const addresses = (n: number, tag = uniqueSuffix()) => Array.from({ length: n }, (_, i) => `guest${i}-${tag}@example.org`);

describe('invitations by e-mail, per inviter', () => {
  it(`reach at most ${INVITATION_EMAIL_LIMITS.perSender} addresses a day; beyond, RATE_LIMITED with when to try again, and nothing changes`, async () => {
    const admin = member();
    const [first, second] = [await addGroup(t, admin), await addGroup(t, admin)];
    expect(dataOf(await invite(admin, first.id, addresses(40))).groupInviteNonKoinoniaMembers.inviteEmails).toHaveLength(40);
    const over = addresses(11);
    const refused = await invite(admin, second.id, over);
    expect(errorCodes(refused)).toEqual(['RATE_LIMITED']);
    expect(refused.errors?.[0]?.extensions?.['retryAfterSeconds']).toBeGreaterThan(23 * 60 * 60);
    expect(await t.count('group_email_invitation', 'group_id = ?', [second.id])).toBe(0);
    expect(await eventsTo(over[0]!)).toEqual([]);
    // Another member is not held back by this one.
    const other = member();
    expect(errorCodes(await invite(other, (await addGroup(t, other)).id, addresses(50)))).toEqual([]);
  });
});

describe('invitations by e-mail, per address', () => {
  it('e-mail an address once per group a week and 3 times a week from all groups; the inviter is not told', async () => {
    const [email] = addresses(1);
    const admins = [member(), member(), member(), member()];
    const groups = [];
    for (const admin of admins) groups.push(await addGroup(t, admin));
    for (let round = 0; round < 3; round += 1) {
      const answer = await invite(admins[0]!, groups[0]!.id, [email!]);
      expect(dataOf(answer).groupInviteNonKoinoniaMembers.inviteEmails).toEqual([{ email, isAccepted: false }]);
    }
    expect(await eventsTo(email!)).toHaveLength(1);
    for (let i = 1; i < 4; i += 1) {
      const answer = await invite(admins[i]!, groups[i]!.id, [email!]);
      expect(dataOf(answer).groupInviteNonKoinoniaMembers.inviteEmails).toEqual([{ email, isAccepted: false }]);
    }
    expect((await eventsTo(email!)).map((e) => (e.payload as { groupId: string }).groupId)).toEqual(groups.slice(0, 3).map((g) => g.id));
  });

  it('do not count skipped addresses against the inviter', async () => {
    const admin = member();
    const group = await addGroup(t, admin);
    const list = addresses(50);
    expect(errorCodes(await invite(admin, group.id, list))).toEqual([]);
    // The same 50 again this week are all skipped, so nothing is counted and nothing is refused.
    expect(errorCodes(await invite(admin, group.id, list))).toEqual([]);
    expect(errorCodes(await invite(admin, group.id, addresses(1)))).toEqual(['RATE_LIMITED']);
  });
});
