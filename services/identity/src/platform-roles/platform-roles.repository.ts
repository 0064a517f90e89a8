import type { EntityManager } from '@mikro-orm/postgresql';
import { PlatformRole } from '@koinonia/kit';

// Every query of platform roles: `user_role` rows without an organization (what sessions carry).

/** How many of these ids are users. */
export async function countUsers(em: EntityManager, userIds: readonly string[]): Promise<number> {
  const [row] = await em.execute<{ n: number }[]>('select count(*)::int as n from app_user where id in (?)', [userIds]);
  return row!.n;
}

/** Gives each user the role, once (a unique index on platform roles decides between racing grants). */
export async function grantPlatformRole(em: EntityManager, userIds: readonly string[], role: PlatformRole): Promise<void> {
  await em.execute(
    `insert into user_role (id, user_id, name, organization_id)
       select gen_random_uuid(), id, ?, null from app_user where id in (?)
     on conflict (user_id, name) where organization_id is null do nothing`,
    [role, userIds],
  );
}

/**
 * Locks the users' platform roles until the transaction ends (in one order, so two changes cannot
 * deadlock): changes of one user's roles take turns, so each announces the set the next one starts
 * from, in the order they commit.
 */
export async function lockPlatformRoles(em: EntityManager, userIds: readonly string[]): Promise<void> {
  for (const id of [...userIds].sort()) await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`identity.platform-roles:${id}`]);
}

/** Each user's platform roles (names sorted); a user without one is absent. */
export async function platformRolesOf(em: EntityManager, userIds: readonly string[]): Promise<Map<string, string[]>> {
  const rows = await em.execute<{ user_id: string; names: string[] }[]>(
    'select user_id, array_agg(name order by name) as names from user_role where organization_id is null and user_id in (?) group by user_id',
    [userIds],
  );
  return new Map(rows.map((row) => [row.user_id, row.names]));
}

export async function revokePlatformRole(em: EntityManager, userIds: readonly string[], role: PlatformRole): Promise<void> {
  await em.execute('delete from user_role where organization_id is null and name = ? and user_id in (?)', [role, userIds]);
}

/**
 * Admins who keep the role after `leaving` lose it, counted under a transaction-scoped lock that
 * every change of ADMIN takes, so two admins removing each other at once cannot both succeed.
 */
export async function adminsLeftWithout(em: EntityManager, leaving: readonly string[]): Promise<number> {
  await em.execute(`select pg_advisory_xact_lock(hashtext('identity.platform-admins'))`);
  const [row] = await em.execute<{ n: number }[]>(
    'select count(distinct user_id)::int as n from user_role where organization_id is null and name = ? and user_id not in (?)',
    [PlatformRole.ADMIN, leaving],
  );
  return row!.n;
}
