import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '@koinonia/kit';

// The read model of identity's members (migration 0008), written only by people.handlers.ts.

export async function recordPerson(em: EntityManager, userId: string): Promise<void> {
  if (!isUuid(userId)) return;
  await em.execute('insert into chat_person (user_id) values (?) on conflict do nothing', [userId]);
}

/** Those of `userIds` identity never announced: made-up ids, or members chat has not heard of. */
export async function findUnknownPeople(em: EntityManager, userIds: readonly string[]): Promise<Set<string>> {
  const ids = userIds.filter(isUuid);
  if (ids.length === 0) return new Set(userIds);
  const rows = await em.execute<{ user_id: string }[]>('select user_id from chat_person where user_id = any(?::uuid[])', [`{${ids.join(',')}}`]);
  const known = new Set(rows.map((row) => row.user_id));
  return new Set(userIds.filter((id) => !known.has(id)));
}
