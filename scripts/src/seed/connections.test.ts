import { describe, expect, it } from '@jest/globals';
import { HUBS, planConnections, type PlannedConnection } from './connections.ts';
import { planMembers } from './members.ts';
import { planOrganizations } from './organizations.ts';
import { scales } from './run-seed.ts';

// The large community's network, planned without a database: big enough for the people
// benchmark, one row per pair, and the same on every run.
const now = new Date('2026-11-23T12:00:00Z');

function plan(scale: keyof typeof scales): { members: ReturnType<typeof planMembers>; connections: PlannedConnection[] } {
  const size = scales[scale];
  const members = planMembers(size.members, now);
  return { members, connections: planConnections(size.connections, members, planOrganizations(size.organizations, members, now), now) };
}

const acceptedPeers = (connections: readonly PlannedConnection[], id: string): Set<string> =>
  new Set(
    connections
      .filter((c) => c.status === 'ACCEPTED' && (c.connectorId === id || c.connectedId === id))
      .map((c) => (c.connectorId === id ? c.connectedId : c.connectorId)),
  );

describe('planConnections', () => {
  it('plans at least 500,000 connections at the large scale, one per pair, and two hubs of ~5,000 that mostly overlap', () => {
    const { members, connections } = plan('large');
    expect(connections.length).toBeGreaterThanOrEqual(500_000);
    const pairs = new Set(connections.map((c) => [c.connectorId, c.connectedId].sort().join(':')));
    expect(pairs.size).toBe(connections.length);
    expect(new Set(connections.map((c) => c.id)).size).toBe(connections.length);
    expect(connections.some((c) => c.connectorId === c.connectedId)).toBe(false);
    const pending = connections.filter((c) => c.status === 'PENDING').length;
    expect(pending / connections.length).toBeGreaterThan(0.05);
    expect(pending / connections.length).toBeLessThan(0.2);

    const [first, second] = HUBS.map((i) => acceptedPeers(connections, members[i]!.id));
    expect(first!.size).toBeGreaterThanOrEqual(4_800);
    expect(second!.size).toBeGreaterThanOrEqual(4_800);
    expect([...first!].filter((id) => second!.has(id)).length).toBeGreaterThanOrEqual(3_500);
    for (const c of connections.slice(0, 1_000)) expect(c.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());

    // Clustered: with 22 cities, chance alone would put about 1 pair in 22 in the same city.
    const cityOf = new Map(members.map((m) => [m.id, m.place.city]));
    const sameCity = connections.filter((c) => cityOf.get(c.connectorId) === cityOf.get(c.connectedId)).length;
    expect(sameCity / connections.length).toBeGreaterThan(0.3);
  }, 120_000); // a plan of 500,000+ connections: generous, for a busy machine

  it('plans a few hundred connections at the small scale, the same every run', () => {
    const { connections } = plan('small');
    expect(connections.length).toBeGreaterThanOrEqual(200);
    expect(plan('small').connections).toEqual(connections);
  });
});
