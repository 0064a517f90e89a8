import type { EntityManager } from '@mikro-orm/postgresql';
import { defineLoader, isUuid } from '@koinonia/kit';

/**
 * "I prayed": the PRAYING reaction on a prayer. Reactions are the feed's (its `reaction` table:
 * `prayer_id`, `user_id`, `name`, one row per person, reaction and target); every query of them
 * the prayers feature makes is here.
 */
const PRAYING = 'PRAYING';

/** How many people prayed for each prayer, by prayer id, batched per request. */
export const prayedCountOf = defineLoader(
  async (em, prayerIds: readonly string[]) => {
    const ids = prayerIds.filter(isUuid);
    if (!ids.length) return [];
    const rows = await em.execute<{ prayer_id: string; n: string }[]>(
      `select prayer_id, count(distinct user_id) as n from reaction where name = ? and prayer_id in (?) group by prayer_id`,
      [PRAYING, ids],
    );
    return rows.map((row) => ({ prayerId: row.prayer_id, count: Number(row.n) }));
  },
  (row) => row.prayerId,
);

type PrayedKey = `${string}/${string}`;
export const prayedKey = (userId: string, prayerId: string): PrayedKey => `${userId}/${prayerId}`;

/** Whether a user prayed for a prayer, by `prayedKey(userId, prayerId)`, batched per request. */
export const prayedBy = defineLoader(
  async (em, keys: readonly PrayedKey[]) => {
    const pairs = keys.map((key) => key.split('/') as [string, string]);
    // One request asks for one viewer, so the cross product of the two lists is small.
    const rows = await em.execute<{ user_id: string; prayer_id: string }[]>(
      `select distinct user_id, prayer_id from reaction
        where name = ? and user_id in (?) and prayer_id in (?)`,
      [PRAYING, [...new Set(pairs.map(([userId]) => userId))], [...new Set(pairs.map(([, prayerId]) => prayerId))]],
    );
    return rows.map((row) => prayedKey(row.user_id, row.prayer_id));
  },
  (key) => key,
);

/** Everyone who prayed for a prayer but its author, oldest first: who hear it was answered. */
export async function prayedUserIds(em: EntityManager, prayerId: string, authorId: string): Promise<string[]> {
  const rows = await em.execute<{ user_id: string }[]>(
    `select user_id from reaction where name = ? and prayer_id = ? and user_id <> ?
      group by user_id order by min(created_at), user_id`,
    [PRAYING, prayerId, authorId],
  );
  return rows.map((row) => row.user_id);
}
