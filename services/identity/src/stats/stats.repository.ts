import { defineLoader } from '@koinonia/kit';

interface ConnectionCount {
  readonly userId: string;
  readonly count: number;
}

/**
 * Accepted connections with active members, for a batch of users in one statement (a page of
 * profiles, or the gateway's entity references): the same count `connections` reports as
 * totalConnections. Users without any are missing from the rows (0).
 */
export const connectionCountByUserId = defineLoader(
  async (em, userIds: readonly string[]): Promise<ConnectionCount[]> => {
    const rows = await em.execute<{ user_id: string; n: number }[]>(
      `select side.user_id, count(*)::int as n
         from (select connector_id as user_id, connected_id as peer_id from connection
                where status = 'ACCEPTED' and connector_id in (?)
               union all
               select connected_id, connector_id from connection
                where status = 'ACCEPTED' and connected_id in (?)) side
         join app_user peer on peer.id = side.peer_id and peer.status = 'ACTIVE'
        group by side.user_id`,
      [userIds, userIds],
    );
    return rows.map((row) => ({ userId: row.user_id, count: row.n }));
  },
  (row) => row.userId,
);

/** Connection requests awaiting each user's answer, from active members, in one statement per batch. */
export const pendingRequestCountByUserId = defineLoader(
  async (em, userIds: readonly string[]): Promise<ConnectionCount[]> => {
    const rows = await em.execute<{ user_id: string; n: number }[]>(
      `select c.connected_id as user_id, count(*)::int as n
         from connection c
         join app_user requester on requester.id = c.connector_id and requester.status = 'ACTIVE'
        where c.status = 'PENDING' and c.connected_id in (?)
        group by c.connected_id`,
      [userIds],
    );
    return rows.map((row) => ({ userId: row.user_id, count: row.n }));
  },
  (row) => row.userId,
);
