import type { Chance } from './deterministic.ts';
import type { PlannedConnection } from './connections.ts';
import type { Group } from './groups.ts';
import type { Member } from './members.ts';
import { insertColumns, type Db } from './sql.ts';

/**
 * community: its read models of identity's members and accepted connections (src/people), as the
 * handlers of `identity.user.profile-changed` and `identity.connection.accepted` leave them. The
 * seed writes no events, so it writes the copies: without them the feed's location scopes and
 * MY_CONNECTIONS, and prayers shared with connections, would show nothing.
 *
 * Also the circles the feed and prayers plan with: who knows whom, who is in which group.
 */

export interface Circles {
  readonly members: readonly Member[];
  /** Indexes of each member's accepted connections. */
  readonly connectionsOf: (index: number) => readonly number[];
  /** The groups each member belongs to. */
  readonly groupsOf: (index: number) => readonly Group[];
  /** Indexes of a group's members. */
  readonly membersOf: (groupId: string) => readonly number[];
  /** The index of a member by id. */
  readonly indexOf: (userId: string) => number;
}

export function planCircles(members: readonly Member[], groups: readonly Group[], connections: readonly PlannedConnection[]): Circles {
  const index = new Map(members.map((m, i) => [m.id, i]));
  const known: number[][] = members.map(() => []);
  for (const c of connections) {
    if (c.status !== 'ACCEPTED') continue;
    const a = index.get(c.connectorId)!;
    const b = index.get(c.connectedId)!;
    known[a]!.push(b);
    known[b]!.push(a);
  }
  const joined: Group[][] = members.map(() => []);
  const groupMembers = new Map<string, number[]>();
  for (const group of groups) {
    const indexes = group.members.map((m) => index.get(m.userId)!);
    groupMembers.set(group.id, indexes);
    for (const i of indexes) joined[i]!.push(group);
  }
  return {
    members,
    connectionsOf: (i) => known[i] ?? [],
    groupsOf: (i) => joined[i] ?? [],
    membersOf: (groupId) => groupMembers.get(groupId) ?? [],
    indexOf: (userId) => index.get(userId) ?? -1,
  };
}

/**
 * Who answers a member's post or prayer: the group's members for a group's, else mostly their
 * connections (anyone when they have few). Never the author.
 */
export function audienceOf(circles: Circles, author: number, group: Group | null, chance: Chance, count: number): number[] {
  const n = circles.members.length;
  const pool = group ? circles.membersOf(group.id) : circles.connectionsOf(author);
  const chosen = new Set<number>();
  for (let attempt = 0; chosen.size < count && attempt < count * 4; attempt++) {
    const fromPool = pool.length > 0 && (group !== null || pool.length >= 3 || chance.chance(0.5));
    const other = fromPool ? chance.pick(pool) : chance.int(0, n - 1);
    if (other !== author) chosen.add(other);
  }
  return [...chosen];
}

/** Writes community's copies of the members identity has and of their accepted connections, both ways. */
export async function writeCommunityPeople(
  db: Db,
  members: readonly Member[],
  connections: readonly PlannedConnection[],
  present: ReadonlySet<string>,
): Promise<void> {
  const kept = members.filter((m) => present.has(m.id));
  await insertColumns(db, 'community_member', kept, {
    user_id: ['uuid', (m) => m.id],
    profile_id: ['uuid', (m) => m.profileId],
    slug: ['text', (m) => m.slug],
    first_name: ['text', (m) => m.firstName],
    last_name: ['text', (m) => m.lastName],
    country: ['text', (m) => m.place.country],
    state: ['text', (m) => m.place.state],
    city: ['text', (m) => m.place.city],
    zipcode: ['text', (m) => m.place.zipcode],
  });
  // In key order: the large community's million rows go into the primary key's index in half the time.
  const othersOf = new Map<string, string[]>();
  const add = (a: string, b: string): void => {
    const others = othersOf.get(a);
    if (others) others.push(b);
    else othersOf.set(a, [b]);
  };
  for (const c of connections) {
    if (c.status !== 'ACCEPTED' || !present.has(c.connectorId) || !present.has(c.connectedId)) continue;
    add(c.connectorId, c.connectedId);
    add(c.connectedId, c.connectorId);
  }
  const pairs = [...othersOf.keys()].sort().flatMap((a) => othersOf.get(a)!.sort().map((b) => [a, b] as const));
  await insertColumns(db, 'community_connection', pairs, {
    user_id: ['uuid', ([a]) => a],
    other_id: ['uuid', ([, b]) => b],
  });
}
