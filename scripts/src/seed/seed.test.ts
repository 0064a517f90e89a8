import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createLogger } from '@koinonia/kit';
import { createTestDatabase, type TestDatabase } from '@koinonia/kit/testing';
import { services } from '../services.ts';
import { startSystem, type RunningSystem } from '../system.ts';
import { DEMO_PASSWORD } from './members.ts';
import { runSeed, scales } from './run-seed.ts';

// `npm run seed` at the small scale on fresh databases (one per service, as `npm start` has), run
// twice; then the whole back end on those databases, driven over HTTP as the browser drives it.
const env: Record<string, string> = { LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'silent', KAFKA_BROKERS: '' };
const databases: TestDatabase[] = [];
const logger = createLogger('seed-test', 'silent');
let system: RunningSystem | undefined;

beforeAll(async () => {
  for (const { definition } of services) {
    const db = await createTestDatabase(`seed_${definition.name}`);
    databases.push(db);
    env[`${definition.name.toUpperCase().replaceAll('-', '_')}_DATABASE_URL`] = db.url;
  }
}, 60_000);

afterAll(async () => {
  await system?.stop();
  for (const db of databases) await db.drop();
});

/** What a second run must leave alone: the password hash is made afresh on every run. */
async function identityFingerprint(): Promise<string> {
  const client = new pg.Client({ connectionString: env['IDENTITY_DATABASE_URL'] });
  await client.connect();
  try {
    const { rows } = await client.query<{ fingerprint: string }>(
      `select md5(string_agg(id || slug || email || password_hash || updated_at::text, ',' order by id)) as fingerprint from app_user`,
    );
    return rows[0]!.fingerprint;
  } finally {
    await client.end();
  }
}

/** A browser-like client of the gateway: keeps the session cookie. */
function browser(): <T>(query: string, variables?: Record<string, unknown>) => Promise<T> {
  let cookie = '';
  return async <T,>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const res = await fetch(system!.gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = res.headers.getSetCookie()[0];
    if (setCookie) cookie = setCookie.split(';')[0]!;
    const body = (await res.json()) as { data?: T; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
}

const SIGN_IN = `mutation($email: String!, $password: String!) {
  signIn(email: $email, password: $password, mutationType: LOGIN) { id firstName isEmailVerified }
}`;

describe('npm run seed', () => {
  it('fills every service with a small community, and a second run changes nothing', async () => {
    const first = await runSeed({ env: { ...process.env, ...env }, scale: 'small', logger });
    expect(first.counts['identity']).toMatchObject({ app_user: scales.small.members, profile: scales.small.members });
    expect(first.counts['identity']!['connection']).toBeGreaterThanOrEqual(200);
    expect(first.counts['orgs-jobs']).toMatchObject({ organization: scales.small.organizations });
    expect(first.counts['community']).toMatchObject({ app_group: scales.small.groups });
    expect(first.counts['content']).toMatchObject({ blog_post: scales.small.posts });
    for (const tables of Object.values(first.counts)) for (const n of Object.values(tables)) expect(n).toBeGreaterThan(0);
    const fingerprint = await identityFingerprint();

    const second = await runSeed({ env: { ...process.env, ...env }, scale: 'small', logger });
    expect(second.counts).toEqual(first.counts);
    expect(await identityFingerprint()).toBe(fingerprint);
  }, 60_000);

  it('lets the demo accounts sign in through the gateway and see their community', async () => {
    system = await startSystem({ ports: 'ephemeral', env });

    const member = browser();
    const signedIn = await member<{ signIn: { id: string; isEmailVerified: boolean } }>(SIGN_IN, {
      email: 'member@koinonia.example',
      password: DEMO_PASSWORD,
    });
    expect(signedIn.signIn).toMatchObject({ isEmailVerified: true });
    const seen = await member<{
      me: { firstName: string; profile: { about: string }; location: { city: string } };
      myOrganizations: { results: { name: string }[] };
      myGroups: { results: { name: string }[] };
      chats: { results: { type: string; participants: { user: { firstName: string } }[] }[] };
      blogPosts: { results: { title: string; author: { firstName: string }; categories: { name: string }[] }[] };
      notifications: { unreadCount: number };
    }>(`{
      me { firstName profile { about } location { city } }
      myOrganizations { results { name } }
      myGroups { results { name } }
      chats { results { type participants { user { firstName } } } }
      blogPosts { results { title author { firstName } categories { name } } }
      notifications { unreadCount }
    }`);
    expect(seen.me.firstName).toBe('Hannah');
    expect(seen.me.profile.about).toMatch(/\w/);
    expect(seen.me.location.city).toMatch(/\w/);
    expect(seen.myOrganizations.results.map((o) => o.name)).toContain('Grace Fellowship Church');
    expect(seen.myGroups.results.length).toBeGreaterThanOrEqual(3);
    expect(seen.chats.results.map((c) => c.type)).toEqual(expect.arrayContaining(['DIRECT', 'USER_GROUP']));
    const directWith = seen.chats.results.filter((c) => c.type === 'DIRECT').flatMap((c) => c.participants.map((p) => p.user.firstName));
    expect(directWith).toEqual(expect.arrayContaining(['David', 'Ruth']));
    expect(seen.blogPosts.results.length).toBeGreaterThan(0);
    for (const post of seen.blogPosts.results) {
      expect(post.author.firstName).toMatch(/\w/);
      expect(post.categories.length).toBeGreaterThan(0);
    }
    expect(seen.notifications.unreadCount).toBe(1);

    const network = await member<{
      connections: { totalConnections: number };
      requests: { results: { connectedId: string }[] };
      suggestedConnections: { results: { user: { firstName: string }; mutualConnections: number; sharedGroups: number }[] };
    }>(`{
      connections { totalConnections }
      requests: connections(status: PENDING) { results { connectedId } }
      suggestedConnections(first: 5) { results { user { firstName } mutualConnections sharedGroups } }
    }`);
    expect(network.connections.totalConnections).toBeGreaterThanOrEqual(5);
    expect(network.requests.results.filter((r) => r.connectedId === signedIn.signIn.id).length).toBeGreaterThanOrEqual(2);
    expect(network.suggestedConnections.results.length).toBe(5);
    expect(network.suggestedConnections.results[0]!.mutualConnections).toBeGreaterThan(0);

    const admin = browser();
    await admin(SIGN_IN, { email: 'admin@koinonia.example', password: DEMO_PASSWORD });
    const adminView = await admin<{ me: { roles: { name: string }[] } }>('{ me { roles { name } } }');
    expect(adminView.me.roles.map((r) => r.name)).toContain('ADMIN');

    const pastor = browser();
    await pastor(SIGN_IN, { email: 'pastor@koinonia.example', password: DEMO_PASSWORD });
    const church = await pastor<{ organization: { id: string } }>('{ organization(slug: "grace-fellowship-church") { id } }');
    const staff = await pastor<{ users: { results: { firstName: string }[] } }>(
      'query($id: ID) { users(organizationId: $id, first: 50) { results { firstName } } }',
      { id: church.organization.id },
    );
    expect(staff.users.results.map((u) => u.firstName)).toEqual(expect.arrayContaining(['David', 'Hannah', 'Ruth']));
    const groups = await pastor<{ myGroups: { results: { name: string }[] } }>('{ myGroups(type: "ADMIN") { results { name } } }');
    expect(groups.myGroups.results.map((g) => g.name)).toContain('Young Adults Bible Study');
  }, 60_000);
});
