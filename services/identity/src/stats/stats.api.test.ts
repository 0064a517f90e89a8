import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { CONNECT, connect } from '../connections/connections.testing.ts';
import { identityService } from '../service.ts';
import { signUp, suspend } from '../users/users.testing.ts';

// Identity's part of a member's profile stats (the connections count) and the ProfileStats entity
// the gateway resolves orgs-jobs' fields on (scripts/src/profile-stats.test.ts joins them).
let t: TestService<IdentityConfig>;
beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig);
});
afterAll(async () => t?.stop());

const PROFILE_STATS = graphql(`
  query ProfileStats($userId: ID!) { profileStats(userId: $userId) { userId totalConnectionsCount } }
`);

const STATS_REFERENCES = graphql(`
  query ProfileStatsReferences($representations: [_Any!]!) {
    _entities(representations: $representations) { ... on ProfileStats { userId totalConnectionsCount } }
  }
`);

const BLOCK = graphql(`
  mutation BlockForStats($profileId: ID!) { blockProfile(profileId: $profileId) { id } }
`);

const person = async () => {
  const { user, viewer } = await signUp(t);
  return { id: user.id, profileId: user.profile.id, viewer };
};
const countOf = async (viewer: Viewer, userId: string) => dataOf(await t.run(viewer, PROFILE_STATS, { userId })).profileStats?.totalConnectionsCount;

describe('profileStats', () => {
  it('counts accepted connections with active members, for anyone who may see the profile', async () => {
    const [paul, timothy, titus, silas, demas] = await Promise.all([person(), person(), person(), person(), person()]);
    expect(await countOf(anonymousViewer, paul.id)).toBe(0);
    await connect(t, paul, timothy);
    await connect(t, titus, paul);
    await connect(t, paul, demas);
    // A pending request is not a connection yet.
    dataOf(await t.run(paul.viewer, CONNECT, { connectorId: paul.id, connectedId: silas.id, mutationType: 'ADD' }));
    expect(await countOf(anonymousViewer, paul.id)).toBe(3);
    await suspend(t, demas.id);
    expect(await countOf(anonymousViewer, paul.id)).toBe(2);
    expect(await countOf(timothy.viewer, paul.id)).toBe(2);
    expect(await countOf(timothy.viewer, timothy.id)).toBe(1);
    expect(await countOf(silas.viewer, silas.id)).toBe(0);
  });

  it('is null for an unknown member and to a member they blocked', async () => {
    const [owner, blocked] = await Promise.all([person(), person()]);
    expect(dataOf(await t.run(anonymousViewer, PROFILE_STATS, { userId: randomUUID() })).profileStats).toBeNull();
    expect(dataOf(await t.run(anonymousViewer, PROFILE_STATS, { userId: 'not-a-uuid' })).profileStats).toBeNull();
    dataOf(await t.run(owner.viewer, BLOCK, { profileId: blocked.profileId }));
    expect(dataOf(await t.run(blocked.viewer, PROFILE_STATS, { userId: owner.id })).profileStats).toBeNull();
    expect(await countOf(anonymousViewer, owner.id)).toBe(0);
  });

  it('resolves a batch of entity references with one counting statement', async () => {
    const people = await Promise.all([person(), person(), person()]);
    await connect(t, people[0], people[1]);
    await connect(t, people[0], people[2]);
    const representations = people.map((p) => ({ __typename: 'ProfileStats', userId: p.id }));
    let entities: unknown;
    const statements = await t.statementsDuring(async () => {
      entities = dataOf(await t.run(anonymousViewer, STATS_REFERENCES, { representations }))._entities;
    });
    expect(entities).toEqual([
      { userId: people[0].id, totalConnectionsCount: 2 },
      { userId: people[1].id, totalConnectionsCount: 1 },
      { userId: people[2].id, totalConnectionsCount: 1 },
    ]);
    expect(statements.filter((sql) => sql.includes('connection'))).toHaveLength(1);
  });
});

const DASHBOARD = graphql(`
  query IdentityDashboard { dashboardAnalytics { userId pendingConnectionsCount } }
`);

describe('dashboardAnalytics', () => {
  it('counts the requests awaiting the member\'s answer, from active members', async () => {
    const [lydia, paul, silas, luke, mark, titus] = await Promise.all([person(), person(), person(), person(), person(), person()]);
    const ask = async (from: typeof paul, to: typeof lydia) =>
      dataOf(await t.run(from.viewer, CONNECT, { connectorId: from.id, connectedId: to.id, mutationType: 'ADD' }));
    await ask(paul, lydia);
    await ask(silas, lydia);
    await ask(luke, lydia);
    await ask(lydia, mark); // sent by her: Mark's to answer
    await connect(t, titus, lydia); // answered
    await suspend(t, luke.id);
    expect(dataOf(await t.run(lydia.viewer, DASHBOARD, {})).dashboardAnalytics).toEqual({ userId: lydia.id, pendingConnectionsCount: 2 });
    expect(dataOf(await t.run(mark.viewer, DASHBOARD, {})).dashboardAnalytics).toEqual({ userId: mark.id, pendingConnectionsCount: 1 });
    expect(dataOf(await t.run(titus.viewer, DASHBOARD, {})).dashboardAnalytics).toEqual({ userId: titus.id, pendingConnectionsCount: 0 });
  });

  it('is for signed-in members only', async () => {
    expect(errorCodes(await t.run(anonymousViewer, DASHBOARD, {}))).toEqual(['UNAUTHENTICATED']);
  });
});
