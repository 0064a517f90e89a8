import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole, type Viewer } from '@koinonia/kit';
import { parsePayload } from '@koinonia/events';
import { dataOf, errorCodes, fieldErrors, startTestService, uniqueSuffix, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { CONNECT, connect } from '../connections/connections.testing.ts';
import { IdentityMembersAndBlocksAnnounced } from '../migrations/0014-members-and-blocks-announced.ts';
import { identityService } from '../service.ts';
import { grantRole, logIn, signUp } from '../users/users.testing.ts';

// Blocks through GraphQL: what a blocked member no longer sees or does, as members, visitors and admins.
let t: TestService<IdentityConfig>;
let admin: Viewer;
beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig);
  const { user, email } = await signUp(t, { firstName: 'Lois', lastName: 'Grandmother' });
  await grantRole(t, user.id, PlatformRole.ADMIN);
  admin = await logIn(t, email);
});
afterAll(async () => t?.stop());

const member = async (lastName = 'Derbe') => {
  const { user, viewer } = await signUp(t, { firstName: 'Gaius', lastName });
  return { id: user.id, slug: user.slug, profileId: user.profile.id, viewer };
};

const BLOCK = graphql(`
  mutation BlockProfile($profileId: ID!, $reason: String) {
    blockProfile(profileId: $profileId, reason: $reason) { id blockedProfileId reason blockedUser { id } blockedProfile { id } }
  }
`);
const UNBLOCK = graphql(`mutation UnblockProfile($profileId: ID!) { unblockProfile(profileId: $profileId) }`);
const BLOCKS = graphql(`query Blocks($cursor: String, $first: Int) { blocks(cursor: $cursor, first: $first) { results { blockedProfileId } hasNextPage cursor totalCount } }`);
const SEE = graphql(`
  query SeeMember($id: ID!, $slug: String!, $search: String) {
    user(id: $id) { id }
    userProfile(slug: $slug) { id }
    experiences(slug: $slug) { id }
    users(search: $search) { results { id } }
  }
`);

describe('blockProfile', () => {
  it('hides the blocker from the blocked member, removes their connection and records events', async () => {
    const tag = uniqueSuffix();
    const blocker = await member(`Blocker${tag}`);
    const blocked = await member();
    const bystander = await member();
    await connect(t, blocked, blocker);
    const visible = { user: { id: blocker.id }, userProfile: { id: blocker.id }, experiences: [], users: { results: [{ id: blocker.id }] } };
    const see = { id: blocker.id, slug: blocker.slug, search: `blocker${tag}` };
    expect(dataOf(await t.run(blocked.viewer, SEE, see))).toEqual(visible);

    const block = dataOf(await t.run(blocker.viewer, BLOCK, { profileId: blocked.profileId, reason: ' Spam ' })).blockProfile;
    expect(block).toMatchObject({ blockedProfileId: blocked.profileId, reason: 'Spam', blockedUser: { id: blocked.id }, blockedProfile: { id: blocked.profileId } });
    expect(dataOf(await t.run(blocked.viewer, SEE, see))).toEqual({ user: null, userProfile: null, experiences: null, users: { results: [] } });
    for (const viewer of [bystander.viewer, admin]) expect(dataOf(await t.run(viewer, SEE, see))).toEqual(visible);
    expect(await t.count('connection', 'connector_id = ? or connected_id = ?', [blocker.id, blocker.id])).toBe(0);
    expect((await t.outbox({ aggregateId: blocker.id })).map((e) => e.type)).toContain('identity.profile.blocked');
    expect(await t.count('outbox_event', `type = 'identity.connection.removed' and payload->>'connectedId' = ?`, [blocker.id])).toBe(1);

    // Blocking again answers the same block.
    expect(dataOf(await t.run(blocker.viewer, BLOCK, { profileId: blocked.profileId })).blockProfile.id).toBe(block.id);
  });

  it('keeps the two from connecting until the block is lifted', async () => {
    const blocker = await member();
    const blocked = await member();
    await t.run(blocker.viewer, BLOCK, { profileId: blocked.profileId });
    expect(errorCodes(await t.run(blocked.viewer, CONNECT, { connectorId: blocked.id, connectedId: blocker.id, mutationType: 'ADD' }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await t.run(blocker.viewer, CONNECT, { connectorId: blocker.id, connectedId: blocked.id, mutationType: 'ADD' }))).toEqual(['FORBIDDEN']);
    expect(dataOf(await t.run(blocker.viewer, UNBLOCK, { profileId: blocked.profileId }))).toEqual({ unblockProfile: true });
    expect(dataOf(await t.run(blocker.viewer, UNBLOCK, { profileId: blocked.profileId }))).toEqual({ unblockProfile: false });
    expect((await t.outbox({ aggregateId: blocker.id })).map((e) => e.type).filter((type) => type.startsWith('identity.profile.'))).toEqual([
      'identity.profile.blocked', 'identity.profile.unblocked',
    ]);
    expect(dataOf(await t.run(blocked.viewer, CONNECT, { connectorId: blocked.id, connectedId: blocker.id, mutationType: 'ADD' })).connection!.status).toBe('PENDING');
  });

  it('refuses anonymous callers, one’s own profile, unknown profiles and bad input', async () => {
    const m = await member();
    const anonymous = await t.run(anonymousViewer, BLOCK, { profileId: 'x' });
    expect(errorCodes(anonymous)).toEqual(['UNAUTHENTICATED']);
    expect(fieldErrors(anonymous)).toEqual({});
    expect(errorCodes(await t.run(anonymousViewer, UNBLOCK, { profileId: m.profileId }))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await t.run(anonymousViewer, BLOCKS, {}))).toEqual(['UNAUTHENTICATED']);
    expect(fieldErrors(await t.run(m.viewer, BLOCK, { profileId: m.profileId }))).toEqual({ profileId: 'cannot be your own profile' });
    expect(fieldErrors(await t.run(m.viewer, BLOCK, { profileId: 'nobody' }))).toEqual({ profileId: 'is not a valid id' });
    expect(errorCodes(await t.run(m.viewer, BLOCK, { profileId: randomUUID() }))).toEqual(['NOT_FOUND']);
    expect(await t.count('block', 'blocker_id = ?', [m.id])).toBe(0);
  });

  // Issue 24: a reason took 10,000 characters; it is @koinonia/validation's shortText (500).
  it('keeps a reason of 500 characters and refuses 501 as BAD_USER_INPUT naming the reason, blocking no one', async () => {
    const [blocker, blocked, other] = [await member(), await member(), await member()];
    const refused = await t.run(blocker.viewer, BLOCK, { profileId: blocked.profileId, reason: 'r'.repeat(501) });
    expect(errorCodes(refused)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(refused)).toEqual({ reason: 'must be at most 500 characters' });
    expect(await t.count('block', 'blocker_id = ?', [blocker.id])).toBe(0);
    expect(dataOf(await t.run(blocker.viewer, BLOCK, { profileId: other.profileId, reason: 'r'.repeat(500) })).blockProfile.reason).toBe('r'.repeat(500));
  });
});

describe('blocks', () => {
  it('lists the member’s own blocks newest first with a total, page by page', async () => {
    const m = await member();
    const others = [await member(), await member(), await member()];
    for (const other of others) await t.run(m.viewer, BLOCK, { profileId: other.profileId });
    const first = dataOf(await t.run(m.viewer, BLOCKS, { first: 2 })).blocks;
    expect(first).toMatchObject({ hasNextPage: true, totalCount: 3 });
    expect(first.results.map((b) => b.blockedProfileId)).toEqual([others[2]!.profileId, others[1]!.profileId]);
    const second = dataOf(await t.run(m.viewer, BLOCKS, { first: 2, cursor: first.cursor })).blocks;
    expect(second).toEqual({ results: [{ blockedProfileId: others[0]!.profileId }], hasNextPage: false, cursor: null, totalCount: 3 });
    // Another member, an admin included, sees their own list only.
    expect(dataOf(await t.run(admin, BLOCKS, {})).blocks.totalCount).toBe(0);
    expect(dataOf(await t.run(others[0]!.viewer, BLOCKS, {})).blocks.totalCount).toBe(0);
  });
});

describe('a request sent while a block was made', () => {
  it('cannot be accepted', async () => {
    const [asker, blocker] = [await member(), await member()];
    dataOf(await t.run(asker.viewer, CONNECT, { connectorId: asker.id, connectedId: blocker.id, mutationType: 'ADD' }));
    // What two transactions at once can leave: the block committed without seeing the request.
    await t.sql('insert into block (id, blocker_id, blocked_user_id, blocked_profile_id, created_at) values (?, ?, ?, ?, now())', [
      randomUUID(), blocker.id, asker.id, asker.profileId,
    ]);
    const answer = await t.run(blocker.viewer, CONNECT, { connectorId: asker.id, connectedId: blocker.id, status: 'ACCEPTED', mutationType: 'EDIT' });
    expect(errorCodes(answer)).toEqual(['FORBIDDEN']);
    expect(await t.count('connection', "connector_id = ? and status = 'ACCEPTED'", [asker.id])).toBe(0);
    expect(await t.count('outbox_event', `type = 'identity.connection.accepted' and payload->>'connectorId' = ?`, [asker.id])).toBe(0);
  });
});

describe('migration 0014', () => {
  it('announces every member and every block once, as their events would, for the read models that start with it', async () => {
    const [blocker, blocked] = [await member(), await member()];
    await t.run(blocker.viewer, BLOCK, { profileId: blocked.profileId });
    const orm = t.service.orm;
    const migration = new IdentityMembersAndBlocksAnnounced(orm.em.getDriver(), orm.config);
    migration.up();
    const before = await t.count('outbox_event');
    for (const query of migration.getQueries() as string[]) await t.sql(query);
    expect(await t.count('outbox_event')).toBe(before + (await t.count('app_user')) + (await t.count('block')));

    const latest = async (type: string, aggregateId: string) => (await t.outbox({ type, aggregateId })).at(-1)!;
    const profile = await latest('identity.user.profile-changed', blocked.id);
    expect(parsePayload('identity.user.profile-changed', 2, profile.payload)).toMatchObject({ userId: blocked.id, profileId: blocked.profileId, slug: blocked.slug });
    const block = await latest('identity.profile.blocked', blocker.id);
    expect(parsePayload('identity.profile.blocked', 1, block.payload)).toEqual({
      blockerId: blocker.id, blockedUserId: blocked.id, blockedProfileId: blocked.profileId,
    });
  });
});
