import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { handledTestEvent, publishTestEvent, startTestService, waitFor, type TestService } from '@koinonia/kit/testing';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { block, connect, knownMember } from '../feed/feed.testing.ts';
import { member } from '../groups/groups.testing.ts';
import { communityService as service } from '../service.ts';

// The read models of identity's members, connections and blocks, fed through the bus as identity's
// relay publishes them (the in-process bus, kit's consumer with its once-per-event record).
let t: TestService<CommunityConfig>;
beforeAll(async () => {
  t = await startTestService(service, loadCommunityConfig);
});
afterAll(async () => t?.stop());

const memberRow = async (userId: string) => (await t.sql('select * from community_member where user_id = ?', [userId]))[0];

describe('members', () => {
  it('are kept whole from profile-changed v2, and a v1 event keeps the profile id already known', async () => {
    const m = member();
    const profileId = await knownMember(t, m, { firstName: 'Lydia', lastName: 'Thyatira', slug: 'lydia', place: { city: 'Philippi', country: 'Greece' } });
    expect(await memberRow(m.userId)).toEqual({
      user_id: m.userId, profile_id: profileId, slug: 'lydia', first_name: 'Lydia', last_name: 'Thyatira',
      country: 'Greece', state: null, city: 'Philippi', zipcode: null,
    });
    await handledTestEvent(t, {
      type: 'identity.user.profile-changed',
      version: 1,
      payload: { userId: m.userId, slug: 'lydia-2', firstName: 'Lydia', lastName: 'Of Thyatira', location: null },
    });
    expect(await memberRow(m.userId)).toMatchObject({ profile_id: profileId, slug: 'lydia-2', last_name: 'Of Thyatira', city: null, country: null });
  });

  it('ignore an event delivered twice', async () => {
    const m = member();
    const event = {
      id: randomUUID(),
      type: 'identity.user.profile-changed',
      version: 2,
      payload: { userId: m.userId, profileId: randomUUID(), slug: 'once', firstName: 'A', lastName: 'B', location: null },
    };
    await handledTestEvent(t, event);
    await t.sql('update community_member set first_name = ? where user_id = ?', ['Changed since', m.userId]);
    const duplicates = t.service.consumerStats?.duplicates ?? 0;
    await publishTestEvent(t.bus, event);
    await waitFor(async () => (t.service.consumerStats?.duplicates ?? 0) > duplicates, 10_000, 'the duplicate to be skipped');
    expect((await memberRow(m.userId))?.['first_name']).toBe('Changed since');
  });
});

describe('connections and blocks', () => {
  it('keep an accepted connection both ways until it is removed', async () => {
    const [a, b] = [member(), member()];
    await connect(t, a, b);
    await connect(t, a, b);
    const pairs = () => t.sql('select user_id, other_id from community_connection where user_id in (?, ?) order by user_id', [a.userId, b.userId]);
    expect((await pairs()).length).toBe(2);
    expect(await t.count('community_connection', 'user_id = ? and other_id = ?', [b.userId, a.userId])).toBe(1);
    await handledTestEvent(t, { type: 'identity.connection.removed', version: 1, payload: { connectionId: randomUUID(), connectorId: b.userId, connectedId: a.userId } });
    expect(await pairs()).toEqual([]);
  });

  it('keep a block (which removes a connection) until it is lifted', async () => {
    const [a, b] = [member(), member()];
    await connect(t, a, b);
    await block(t, a, b);
    expect(await t.count('member_block', 'blocker_id = ? and blocked_id = ?', [a.userId, b.userId])).toBe(1);
    expect(await t.count('community_connection', 'user_id in (?, ?)', [a.userId, b.userId])).toBe(0);
    await handledTestEvent(t, { type: 'identity.profile.unblocked', version: 1, payload: { blockerId: a.userId, blockedUserId: b.userId, blockedProfileId: randomUUID() } });
    expect(await t.count('member_block', 'blocker_id = ?', [a.userId])).toBe(0);
  });
});
