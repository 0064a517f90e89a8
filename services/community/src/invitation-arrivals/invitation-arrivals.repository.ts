import type { EntityManager } from '@koinonia/kit';

// The arrivals waiting for their address to be verified (table invitation_arrival, migration 0008).

/** Keeps (or refreshes) the arrival of `userId` at a group with the address they arrived with. */
export async function rememberArrival(em: EntityManager, userId: string, groupId: string, email: string): Promise<void> {
  await em.execute(
    `insert into invitation_arrival (user_id, group_id, email) values (?, ?, ?)
     on conflict (user_id, group_id) do update set email = excluded.email, created_at = now()`,
    [userId, groupId, email],
  );
}

/** Removes and returns the groups `userId` arrived at with `email` (the address just verified). */
export async function takeArrivals(em: EntityManager, userId: string, email: string): Promise<string[]> {
  const rows = await em.execute<{ group_id: string }[]>(
    'delete from invitation_arrival where user_id = ? and email = ? returning group_id',
    [userId, email],
  );
  return rows.map((row) => row.group_id);
}
