import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer } from '@koinonia/kit';
import { dataOf, errorCodes, publishTestEvent, waitFor, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadOrgsJobsConfig, type OrgsJobsConfig } from '../config.ts';
import { member } from '../organizations/organizations.testing.ts';
import { orgsJobsService } from '../service.ts';
import { groupCreatedBy, PAYMENTS_ENV, REDIRECT, STRIPE_CONNECTED_ACCOUNT } from './payments.testing.ts';

// Who may connect a group's Stripe account: orgs-jobs' read model of group admins, fed only by
// community's events (created, role changed, member left, deleted), on the local adapter.
let t: TestService<OrgsJobsConfig>;
beforeAll(async () => {
  t = await startTestService(orgsJobsService, loadOrgsJobsConfig, { env: PAYMENTS_ENV });
});
afterAll(async () => t?.stop());

const connect = (viewer: Parameters<typeof t.run>[0], groupId: string) => t.run(viewer, STRIPE_CONNECTED_ACCOUNT, { groupId, redirectUrl: REDIRECT });

async function publish(type: string, payload: Record<string, unknown>, id = randomUUID()): Promise<void> {
  await publishTestEvent(t.bus, { id, type, version: 1, aggregateId: String(payload['groupId']), payload });
}

describe("a group's admins, as community's events tell them", () => {
  it("lets the creator connect, not a member who joined, and not the creator once they left", async () => {
    const creator = member();
    const groupId = await groupCreatedBy(t, creator);
    expect(dataOf(await connect(creator, groupId)).stripeConnectedAccount.sessionUrl).toMatch(/\/payments\/connect\?session=/);

    // Joining says nothing of a role: a member who joined is not taken for an admin.
    const joined = member();
    await publish('community.group.member-joined', { groupId, userId: joined.userId });
    expect(errorCodes(await connect(joined, groupId))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await connect(anonymousViewer, groupId))).toEqual(['UNAUTHENTICATED']);

    await publish('community.group.member-left', { groupId, userId: creator.userId });
    await waitFor(async () => (await t.count('group_admin', 'group_id = ?', [groupId])) === 0, 10_000, 'the creator leaving');
    expect(errorCodes(await connect(creator, groupId))).toEqual(['FORBIDDEN']);
  });

  it('follows promotions to admin and demotions from it', async () => {
    const creator = member();
    const groupId = await groupCreatedBy(t, creator);
    const promoted = member();
    await publish('community.group.member-joined', { groupId, userId: promoted.userId });
    await publish('community.group.member-role-changed', { groupId, userId: promoted.userId, role: 'ADMIN' });
    await waitFor(async () => (await t.count('group_admin', 'group_id = ? and user_id = ?', [groupId, promoted.userId])) === 1, 10_000, 'the promotion');
    expect(dataOf(await connect(promoted, groupId)).stripeConnectedAccount.sessionUrl).toMatch(/\/payments\/connect\?session=/);

    await publish('community.group.member-role-changed', { groupId, userId: promoted.userId, role: 'MEMBER' });
    await waitFor(async () => (await t.count('group_admin', 'group_id = ? and user_id = ?', [groupId, promoted.userId])) === 0, 10_000, 'the demotion');
    expect(errorCodes(await connect(promoted, groupId))).toEqual(['FORBIDDEN']);
    expect(dataOf(await connect(creator, groupId)).stripeConnectedAccount.sessionUrl).toMatch(/\/payments\/connect\?session=/);
  });

  it('forgets a deleted group, and a redelivered event changes nothing twice', async () => {
    const creator = member();
    const groupId = await groupCreatedBy(t, creator);
    const deletedId = randomUUID();
    await publish('community.group.deleted', { groupId, slug: `g-${groupId}` }, deletedId);
    await waitFor(async () => (await t.count('group_admin', 'group_id = ?', [groupId])) === 0, 10_000, 'the group deleted');
    expect(errorCodes(await connect(creator, groupId))).toEqual(['FORBIDDEN']);
    await publish('community.group.deleted', { groupId, slug: `g-${groupId}` }, deletedId);
    expect(await t.count('processed_event', 'event_id = ?', [deletedId])).toBe(1);
  });
});
