import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, uniqueSuffix, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadIdentityConfig, type IdentityConfig } from '../config.ts';
import { identityService } from '../service.ts';
import { grantRole, logIn, signUp } from '../users/users.testing.ts';
import { CONNECT, connect } from './connections.testing.ts';

// Connections through GraphQL: requests, answers, removal, lists and mutual connections.
let t: TestService<IdentityConfig>;
let admin: Viewer;
beforeAll(async () => {
  t = await startTestService(identityService, loadIdentityConfig);
  const { user, email } = await signUp(t, { firstName: 'Phoebe', lastName: 'Cenchreae' });
  await grantRole(t, user.id, PlatformRole.ADMIN);
  admin = await logIn(t, email);
});
afterAll(async () => t?.stop());

const member = async (firstName = 'Timothy', lastName = 'Lystra') => {
  const { user, viewer } = await signUp(t, { firstName, lastName });
  return { id: user.id, slug: user.slug, viewer };
};

const CONNECTION = graphql(`query ConnectionWith($userId: ID!) { connection(userId: $userId) { connectorId connectedId status } }`);
const CONNECTIONS = graphql(`
  query Connections($status: ConnectionStatus, $cursor: String, $search: String, $first: Int) {
    connections(status: $status, cursor: $cursor, search: $search, first: $first) {
      results { connectorId connectedId status } hasNextPage cursor totalConnections
    }
  }
`);
const MUTUAL = graphql(`
  query MutualConnections($slug: String, $userId: ID, $cursor: String, $first: Int) {
    mutualConnections(slug: $slug, userId: $userId, cursor: $cursor, first: $first) { results { id } hasNextPage cursor totalMutualConnections }
  }
`);

describe('connection~', () => {
  it('requests, accepts and lists a connection on both sides, with events', async () => {
    const a = await member();
    const b = await member();
    const asked = dataOf(await t.run(a.viewer, CONNECT, { connectorId: a.id, connectedId: b.id, mutationType: 'ADD' })).connection!;
    expect(asked).toMatchObject({ connectorId: a.id, connectedId: b.id, status: 'PENDING', connector: { id: a.id }, connected: { id: b.id } });
    expect(dataOf(await t.run(b.viewer, CONNECTIONS, { status: 'PENDING' })).connections).toMatchObject({ totalConnections: 1 });
    const accepted = await t.run(b.viewer, CONNECT, { connectorId: a.id, connectedId: b.id, status: 'ACCEPTED', mutationType: 'EDIT' });
    expect(dataOf(accepted).connection!.status).toBe('ACCEPTED');
    for (const [viewer, other] of [[a.viewer, b.id], [b.viewer, a.id]] as const) {
      expect(dataOf(await t.run(viewer, CONNECTION, { userId: other })).connection).toEqual({ connectorId: a.id, connectedId: b.id, status: 'ACCEPTED' });
      expect(dataOf(await t.run(viewer, CONNECTIONS, {})).connections.totalConnections).toBe(1);
    }
    expect((await t.outbox({ aggregateId: asked.id })).map((e) => e.type)).toEqual(['identity.connection.requested', 'identity.connection.accepted']);
  });

  it('lets the requester withdraw and either member remove an accepted connection', async () => {
    const a = await member();
    const b = await member();
    const pair = { connectorId: a.id, connectedId: b.id };
    await t.run(a.viewer, CONNECT, { ...pair, mutationType: 'ADD' });
    expect(errorCodes(await t.run(b.viewer, CONNECT, { ...pair, mutationType: 'DELETE' }))).toEqual(['FORBIDDEN']);
    expect(dataOf(await t.run(a.viewer, CONNECT, { ...pair, mutationType: 'DELETE' }))).toEqual({ connection: null });
    await connect(t, a, b);
    // Named in either order.
    expect(dataOf(await t.run(b.viewer, CONNECT, { connectorId: b.id, connectedId: a.id, mutationType: 'DELETE' }))).toEqual({ connection: null });
    expect(await t.count('connection', 'connector_id = ?', [a.id])).toBe(0);
  });

  it('declines once; a declined request blocks a new one until removed', async () => {
    const a = await member();
    const b = await member();
    const pair = { connectorId: a.id, connectedId: b.id };
    await t.run(a.viewer, CONNECT, { ...pair, mutationType: 'ADD' });
    expect(dataOf(await t.run(b.viewer, CONNECT, { ...pair, status: 'DECLINED', mutationType: 'EDIT' })).connection!.status).toBe('DECLINED');
    expect(errorCodes(await t.run(b.viewer, CONNECT, { ...pair, status: 'ACCEPTED', mutationType: 'EDIT' }))).toEqual(['CONFLICT']);
    expect(errorCodes(await t.run(a.viewer, CONNECT, { ...pair, mutationType: 'ADD' }))).toEqual(['CONFLICT']);
    await t.run(b.viewer, CONNECT, { ...pair, mutationType: 'DELETE' });
    expect(dataOf(await t.run(b.viewer, CONNECT, { connectorId: b.id, connectedId: a.id, mutationType: 'ADD' })).connection!.status).toBe('PENDING');
  });

  it('refuses requests to oneself, as someone else, to unknown members, and bad input', async () => {
    const a = await member();
    const b = await member();
    expect(fieldErrors(await t.run(a.viewer, CONNECT, { connectorId: a.id, connectedId: a.id, mutationType: 'ADD' }))).toEqual({ connectedId: 'cannot be yourself' });
    expect(errorCodes(await t.run(a.viewer, CONNECT, { connectorId: b.id, connectedId: a.id, mutationType: 'ADD' }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(admin, CONNECT, { connectorId: b.id, connectedId: a.id, mutationType: 'ADD' }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(a.viewer, CONNECT, { connectorId: a.id, connectedId: randomUUID(), mutationType: 'ADD' }))).toEqual(['NOT_FOUND']);
    expect(fieldErrors(await t.run(a.viewer, CONNECT, { connectorId: a.id, connectedId: 'nobody', mutationType: 'ADD' }))).toEqual({ connectedId: 'is not a valid id' });
    expect(fieldErrors(await t.run(a.viewer, CONNECT, { connectorId: a.id, connectedId: b.id, status: 'PENDING', mutationType: 'EDIT' }))).toEqual({
      status: 'must be ACCEPTED or DECLINED',
    });
    expect(fieldErrors(await t.run(a.viewer, CONNECT, { connectorId: a.id, connectedId: b.id, mutationType: 'READ_ALL' }))).toEqual({
      mutationType: 'must be ADD, EDIT or DELETE',
    });
    expect(errorCodes(await t.run(anonymousViewer, CONNECT, { connectorId: a.id, connectedId: b.id, mutationType: 'ADD' }))).toEqual(['UNAUTHENTICATED']);
    expect(await t.count('connection', 'connector_id = ? or connected_id = ?', [a.id, a.id])).toBe(0);
  });

  it('lets neither a stranger, an admin nor the requester accept a request sent to someone else', async () => {
    const a = await member();
    const b = await member();
    const stranger = await member();
    const pair = { connectorId: a.id, connectedId: b.id, status: 'ACCEPTED' as const, mutationType: 'EDIT' as const };
    await t.run(a.viewer, CONNECT, { ...pair, mutationType: 'ADD' });
    for (const viewer of [stranger.viewer, admin, a.viewer]) expect(errorCodes(await t.run(viewer, CONNECT, pair))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(stranger.viewer, CONNECT, { ...pair, mutationType: 'DELETE' }))).toEqual(['FORBIDDEN']);
    expect(dataOf(await t.run(stranger.viewer, CONNECTION, { userId: a.id })).connection).toBeNull();
    expect(await t.count('connection', `connector_id = ? and status = 'PENDING'`, [a.id])).toBe(1);
  });

  it('makes one connection when two members ask each other at once', async () => {
    const a = await member();
    const b = await member();
    const results = await Promise.all([
      t.run(a.viewer, CONNECT, { connectorId: a.id, connectedId: b.id, mutationType: 'ADD' }),
      t.run(b.viewer, CONNECT, { connectorId: b.id, connectedId: a.id, mutationType: 'ADD' }),
    ]);
    expect(results.map((r) => errorCodes(r)).sort()).toEqual([[], ['CONFLICT']]);
    expect(await t.count('connection', 'connector_id in (?, ?)', [a.id, b.id])).toBe(1);
  });
});

describe('connections and mutualConnections', () => {
  it('pages connections by name with a search and a total, and mutual connections between two members', async () => {
    const tag = uniqueSuffix();
    const a = await member('Aquila', `Net${tag}`);
    const b = await member('Bartimaeus', `Net${tag}`);
    const peers = [];
    for (const name of ['Dorcas', 'Cornelius', 'Eunice']) peers.push(await member(name, `Peer${tag}`));
    for (const peer of peers) await connect(t, peer, a);
    await connect(t, peers[0]!, b);
    await connect(t, b, peers[1]!);
    await connect(t, a, b);
    const first = dataOf(await t.run(a.viewer, CONNECTIONS, { first: 2, search: `peer${tag}` })).connections;
    expect(first).toMatchObject({ hasNextPage: true, totalConnections: 3 });
    expect(first.results.map((c) => c.connectorId)).toEqual([peers[1]!.id, peers[0]!.id]);
    const second = dataOf(await t.run(a.viewer, CONNECTIONS, { first: 2, search: `peer${tag}`, cursor: first.cursor })).connections;
    expect(second).toMatchObject({ hasNextPage: false, cursor: null, results: [{ connectorId: peers[2]!.id }] });
    expect(dataOf(await t.run(a.viewer, CONNECTIONS, {})).connections.totalConnections).toBe(4);

    const mutual = dataOf(await t.run(a.viewer, MUTUAL, { slug: b.slug })).mutualConnections;
    expect(mutual).toEqual({ results: [{ id: peers[1]!.id }, { id: peers[0]!.id }], hasNextPage: false, cursor: null, totalMutualConnections: 2 });
    expect(dataOf(await t.run(b.viewer, MUTUAL, { userId: a.id, first: 1 })).mutualConnections).toMatchObject({ hasNextPage: true, totalMutualConnections: 2 });
    expect(dataOf(await t.run(admin, MUTUAL, { userId: a.id })).mutualConnections.totalMutualConnections).toBe(0);
    expect(dataOf(await t.run(a.viewer, MUTUAL, { slug: 'no-such-member' })).mutualConnections.totalMutualConnections).toBe(0);
    expect(errorCodes(await t.run(a.viewer, MUTUAL, { slug: b.slug, userId: b.id }))).toEqual(['BAD_USER_INPUT']);
  });

  it('is for signed-in members only', async () => {
    expect(errorCodes(await t.run(anonymousViewer, CONNECTIONS, {}))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await t.run(anonymousViewer, MUTUAL, { userId: randomUUID() }))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await t.run(anonymousViewer, CONNECTION, { userId: randomUUID() }))).toEqual(['UNAUTHENTICATED']);
    expect(fieldErrors(await t.run(admin, CONNECTIONS, { cursor: 'garbage' }))).toEqual({ cursor: 'is not a valid cursor' });
  });
});
