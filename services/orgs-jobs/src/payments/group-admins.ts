import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, type EventHandlers } from '@koinonia/kit';

/**
 * orgs-jobs' read model of group admins, fed by community's events (never its database), for
 * `stripeConnectedAccount`: who created a group (its first admin), who was promoted to or demoted
 * from admin, who left, and deleted groups.
 * Each handler is idempotent (kit's consumer also drops duplicate deliveries).
 */
export function withGroupAdminHandlers(handlers: EventHandlers): EventHandlers {
  return handlers
    .on('community.group.created', 1, async ({ groupId, createdById }, { em }) => {
      if (!isUuid(groupId) || !isUuid(createdById)) return;
      await em.execute('insert into group_admin (group_id, user_id) values (?, ?) on conflict do nothing', [groupId, createdById]);
    })
    .on('community.group.member-role-changed', 1, async ({ groupId, userId, role }, { em }) => {
      if (!isUuid(groupId) || !isUuid(userId)) return;
      await em.execute(
        role === 'ADMIN'
          ? 'insert into group_admin (group_id, user_id) values (?, ?) on conflict do nothing'
          : 'delete from group_admin where group_id = ? and user_id = ?',
        [groupId, userId],
      );
    })
    .on('community.group.member-left', 1, async ({ groupId, userId }, { em }) => {
      if (!isUuid(groupId) || !isUuid(userId)) return;
      await em.execute('delete from group_admin where group_id = ? and user_id = ?', [groupId, userId]);
    })
    .on('community.group.deleted', 1, async ({ groupId }, { em }) => {
      if (!isUuid(groupId)) return;
      await em.execute('delete from group_admin where group_id = ?', [groupId]);
    });
}

export async function isGroupAdmin(em: EntityManager, groupId: string, userId: string): Promise<boolean> {
  const rows = await em.execute('select 1 from group_admin where group_id = ? and user_id = ?', [groupId, userId]);
  return rows.length > 0;
}

export interface ConnectedAccount {
  readonly accountId: string;
  readonly chargesEnabled: boolean;
}

/** Serializes the first account of a group: two requests at once create one account. */
export async function lockGroupAccount(em: EntityManager, groupId: string): Promise<ConnectedAccount | null> {
  await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`connected_account:${groupId}`]);
  const rows = await em.execute<{ account_id: string; charges_enabled: boolean }[]>('select account_id, charges_enabled from connected_account where group_id = ?', [groupId]);
  return rows[0] ? { accountId: rows[0].account_id, chargesEnabled: rows[0].charges_enabled } : null;
}

export async function insertConnectedAccount(em: EntityManager, groupId: string, accountId: string, createdBy: string): Promise<void> {
  await em.execute('insert into connected_account (group_id, account_id, created_by, created_at) values (?, ?, ?, now())', [groupId, accountId, createdBy]);
}

/** The provider says whether the account can take payments; returns its group when that changed. */
export async function updateChargesEnabled(em: EntityManager, accountId: string, chargesEnabled: boolean): Promise<string | null> {
  const rows = await em.execute<{ group_id: string }[]>(
    'update connected_account set charges_enabled = ? where account_id = ? and charges_enabled <> ? returning group_id',
    [chargesEnabled, accountId, chargesEnabled],
  );
  return rows[0]?.group_id ?? null;
}
