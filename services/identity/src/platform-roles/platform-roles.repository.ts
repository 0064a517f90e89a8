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
