import { chanceFor, seedId, type Chance } from './deterministic.ts';
import { DEMO, type Member } from './members.ts';
import type { Organization } from './organizations.ts';
import { insertColumns, type Db } from './sql.ts';

/**
 * Identity: who is connected with whom. People mostly know people from their own organizations and
 * their own city, and a few from anywhere; most requests were accepted, some are still pending.
 * Two members (the demo pastor and a well-known speaker) have networks of `hubSize` that largely
 * overlap: the large mutual connections of the benchmark.
 */

export interface ConnectionScale {
  /** How many connections each member asks for, at least and at most (others ask them too). */
  readonly perMember: readonly [number, number];
  /** The size of each hub's network. */
  readonly hubSize: number;
}

export interface PlannedConnection {
  readonly id: string;
  readonly connectorId: string;
  readonly connectedId: string;
  readonly status: 'ACCEPTED' | 'PENDING';
  readonly createdAt: Date;
}

/** The members (indexes) whose networks are the hubs: the demo pastor and the first member after the demo accounts. */
export const HUBS = [DEMO.pastor, DEMO.member + 1] as const;

/** The share of the second hub's network that is also the first's. */
const HUB_OVERLAP = 0.8;

/**
 * Planned from the members and organizations alone, so the same every run: a pair is planned once
 * (its first plan wins), with an id from the pair of indexes.
 */
export function planConnections(scale: ConnectionScale, members: readonly Member[], organizations: readonly Organization[], now: Date): PlannedConnection[] {
  const n = members.length;
  const indexOf = new Map(members.map((m, i) => [m.id, i]));
  const organizationsOf = new Map<number, number[][]>();
  for (const organization of organizations) {
    const staff = organization.staff.map((s) => indexOf.get(s.userId)).filter((i): i is number => i !== undefined);
    for (const i of staff) organizationsOf.set(i, [...(organizationsOf.get(i) ?? []), staff]);
  }
  const neighbours = new Map<string, number[]>();
  members.forEach((m, i) => neighbours.set(m.place.city, [...(neighbours.get(m.place.city) ?? []), i]));

  const planned: PlannedConnection[] = [];
  const pairs = new Set<number>();
  const add = (from: number, to: number, status: PlannedConnection['status'], chance: Chance): boolean => {
    if (from === to || to >= n || from >= n) return false;
    const key = Math.min(from, to) * n + Math.max(from, to);
    if (pairs.has(key)) return false;
    pairs.add(key);
    const joined = Math.max(members[from]!.joinedAt.getTime(), members[to]!.joinedAt.getTime());
    const createdAt = new Date(Math.floor((joined + chance.next() * (now.getTime() - joined)) / 60_000) * 60_000);
    planned.push({ id: seedId('connection', Math.min(from, to), Math.max(from, to)), connectorId: members[from]!.id, connectedId: members[to]!.id, status, createdAt });
    return true;
  };

  // The demo accounts know each other, and the demo member has requests waiting for an answer.
  const demo = chanceFor('connections', 'demo');
  add(DEMO.pastor, DEMO.member, 'ACCEPTED', demo);
  add(DEMO.admin, DEMO.member, 'ACCEPTED', demo);
  add(DEMO.admin, DEMO.pastor, 'ACCEPTED', demo);
  for (const from of [n - 1, n - 2]) add(from, DEMO.member, 'PENDING', demo);

  // The hubs: the first asked by (or asking) hubSize members; the second shares most of them.
  const [first, second] = HUBS;
  const hubChance = chanceFor('connections', 'hubs');
  const firstNetwork = hubChance.sample(members.map((_, i) => i), Math.min(scale.hubSize, n - 1));
  for (const i of firstNetwork) {
    const asked = hubChance.chance(0.5);
    add(asked ? i : first, asked ? first : i, hubChance.chance(0.97) ? 'ACCEPTED' : 'PENDING', hubChance);
  }
  const shared = firstNetwork.slice(0, Math.round(firstNetwork.length * HUB_OVERLAP));
  const inFirst = new Set([first, second, ...firstNetwork]);
  const others = hubChance.sample(members.map((_, i) => i).filter((i) => !inFirst.has(i)), scale.hubSize - shared.length);
  for (const i of [...shared, ...others]) add(i, second, hubChance.chance(0.97) ? 'ACCEPTED' : 'PENDING', hubChance);

  // Everyone else: colleagues first, then neighbours, then anyone.
  members.forEach((member, i) => {
    const chance = chanceFor('member', i, 'connections');
    const wanted = chance.int(scale.perMember[0], scale.perMember[1]);
    const circles = organizationsOf.get(i) ?? [];
    const city = neighbours.get(member.place.city)!;
    let made = 0;
    for (let attempt = 0; made < wanted && attempt < wanted * 4; attempt++) {
      const roll = chance.next();
      const pool = circles.length && roll < 0.35 ? chance.pick(circles) : roll < 0.8 ? city : null;
      const other = pool ? chance.pick(pool) : chance.int(0, n - 1);
      if (add(i, other, chance.chance(0.88) ? 'ACCEPTED' : 'PENDING', chance)) made++;
    }
  });
  return planned;
}

/** Writes the connections between members identity has; a pair already connected is left as it is. */
export async function writeConnections(db: Db, connections: readonly PlannedConnection[], present: ReadonlySet<string>): Promise<void> {
  const kept = connections.filter((c) => present.has(c.connectorId) && present.has(c.connectedId));
  await insertColumns(db, 'connection', kept, {
    id: ['uuid', (c) => c.id],
    connector_id: ['uuid', (c) => c.connectorId],
    connected_id: ['uuid', (c) => c.connectedId],
    status: ['text', (c) => c.status],
    created_at: ['timestamptz', (c) => c.createdAt.toISOString()],
    updated_at: ['timestamptz', (c) => c.createdAt.toISOString()],
  });
}
