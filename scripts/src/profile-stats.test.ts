import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { RunningSystem } from './system.ts';
import { post, signUp, startTestSystem } from './gateway-testing.ts';

// Profile stats through the composed gateway: identity owns ProfileStats and counts connections;
// orgs-jobs contributes its counts on the same entity. One query, two subgraphs, each counting its own rows.
let system: RunningSystem;
let stopSystem: () => Promise<void>;
beforeAll(async () => {
  ({ system, stop: stopSystem } = await startTestSystem('pstats'));
}, 90_000);
afterAll(async () => stopSystem?.());

interface Stats {
  userId: string;
  totalConnectionsCount: number;
  myOrganizationsCount: number;
  jobPostingsCount: number;
  myApplicationsCount: number | null;
}

const STATS = `query($userId: ID!) {
  profileStats(userId: $userId) { userId totalConnectionsCount myOrganizationsCount jobPostingsCount myApplicationsCount }
}`;

const as = (cookie?: string): Record<string, string> => (cookie ? { cookie } : {});

async function call<T>(query: string, variables: Record<string, unknown>, cookie?: string): Promise<T> {
  const res = await post<T>(system.gatewayUrl, { query, variables }, as(cookie));
  if (res.errors?.length || !res.data) throw new Error(`${query.slice(0, 40)}: ${JSON.stringify(res.errors)}`);
  return res.data;
}

const statsOf = async (userId: string, cookie?: string) => (await call<{ profileStats: Stats | null }>(STATS, { userId }, cookie)).profileStats;

async function connect(a: { id: string; cookie: string }, b: { id: string; cookie: string }): Promise<void> {
  const CONNECTION = `mutation($connectorId: ID!, $connectedId: ID!, $status: ConnectionStatus, $mutationType: MutationType!) {
    connection(connectorId: $connectorId, connectedId: $connectedId, status: $status, mutationType: $mutationType) { id }
  }`;
  await call(CONNECTION, { connectorId: a.id, connectedId: b.id, mutationType: 'ADD' }, a.cookie);
  await call(CONNECTION, { connectorId: a.id, connectedId: b.id, status: 'ACCEPTED', mutationType: 'EDIT' }, b.cookie);
}

async function addOrganization(cookie: string): Promise<void> {
  const name = `Antioch Church ${randomUUID().slice(0, 8)}`;
  await call(
    `mutation($slug: String!, $name: String!) { organization(slug: $slug, name: $name, type: "Church", mutationType: ADD) { id } }`,
    { slug: name, name },
    cookie,
  );
}

describe('profileStats through the gateway', () => {
  it('joins identity\'s connections count with orgs-jobs\' counts, each from its own database', async () => {
    const barnabas = await signUp(system.gatewayUrl, 'Barnabas');
    const saul = await signUp(system.gatewayUrl, 'Saul');
    const mark = await signUp(system.gatewayUrl, 'Mark');
    await connect(barnabas, saul);
    await connect(mark, barnabas);
    await addOrganization(barnabas.cookie);
    await addOrganization(barnabas.cookie);

    expect(await statsOf(barnabas.id, barnabas.cookie)).toEqual({
      userId: barnabas.id,
      totalConnectionsCount: 2,
      myOrganizationsCount: 2,
      jobPostingsCount: 0,
      myApplicationsCount: 0,
    });
    // Another member and an anonymous visitor see the public figures; applications are the member's own.
    const seen = { userId: barnabas.id, totalConnectionsCount: 2, myOrganizationsCount: 2, jobPostingsCount: 0, myApplicationsCount: null };
    expect(await statsOf(barnabas.id, saul.cookie)).toEqual(seen);
    expect(await statsOf(barnabas.id)).toEqual(seen);
    expect(await statsOf(mark.id)).toMatchObject({ totalConnectionsCount: 1, myOrganizationsCount: 0 });
  });

  it('is null for an unknown member', async () => {
    expect(await statsOf(randomUUID())).toBeNull();
  });
});

describe('dashboardAnalytics through the gateway', () => {
  const DASHBOARD = 'query { dashboardAnalytics { userId pendingConnectionsCount openJobPostsCount myJobApplicationsCount } }';

  it('joins identity\'s pending requests with orgs-jobs\' job figures, for the signed-in member only', async () => {
    const lydia = await signUp(system.gatewayUrl, 'Lydia');
    const paul = await signUp(system.gatewayUrl, 'Paul');
    const silas = await signUp(system.gatewayUrl, 'Silas');
    await call(
      `mutation($connectorId: ID!, $connectedId: ID!) { connection(connectorId: $connectorId, connectedId: $connectedId, mutationType: ADD) { id } }`,
      { connectorId: paul.id, connectedId: lydia.id },
      paul.cookie,
    );
    await connect(silas, lydia);
    expect((await call<{ dashboardAnalytics: unknown }>(DASHBOARD, {}, lydia.cookie)).dashboardAnalytics).toEqual({
      userId: lydia.id,
      pendingConnectionsCount: 1,
      openJobPostsCount: 0,
      myJobApplicationsCount: 0,
    });
    const anonymous = await post<unknown>(system.gatewayUrl, { query: DASHBOARD });
    expect(anonymous.errors?.map((error) => (error as { extensions?: { code?: string } }).extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });
});
