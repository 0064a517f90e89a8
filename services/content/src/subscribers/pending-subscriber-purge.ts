import type { MikroORM } from '@mikro-orm/postgresql';
import { anonymousViewer, periodicWorker, type BackgroundWorker, type Logger } from '@koinonia/kit';
import { recordSubscriberChanged } from './subscribers.events.ts';

/** How long an address that never confirmed is kept after its last confirmation link expired. */
export const PENDING_KEPT_DAYS = 7;
const BATCH = 100;

/**
 * Removes the addresses that asked for the newsletter and never confirmed, a week after their last
 * confirmation link expired: nobody agreed to be written to at them, so they are not kept. Each
 * removal is the address's subscription ending (notify drops it from its recipients' read model).
 * Rows another transaction holds (a confirmation, a new request) are skipped until the next pass,
 * so replicas can purge at once. Answers how many were removed.
 */
export async function purgePendingSubscribers(orm: MikroORM, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - PENDING_KEPT_DAYS * 24 * 3600_000);
  let removed = 0;
  for (;;) {
    const batch = await orm.em.fork().transactional(async (em) => {
      const rows = await em.execute<{ id: string; email: string }[]>(
        `select id, email from newsletter_subscriber
          where not is_verified and coalesce(confirm_token_expires_at, created_at) < ?
          order by id limit ${BATCH} for update skip locked`,
        [cutoff],
      );
      if (rows.length === 0) return 0;
      await em.execute('delete from newsletter_subscriber where id in (?)', [rows.map((row) => row.id)]);
      for (const row of rows) recordSubscriberChanged(em, anonymousViewer, row.email, { isVerified: false, isSubscribed: false });
      return rows.length;
    });
    removed += batch;
    if (batch < BATCH) return removed;
  }
}

/** The purge, once an hour. */
export function pendingSubscriberPurge(options: { orm: MikroORM; logger: Logger; intervalMs?: number }): BackgroundWorker {
  return periodicWorker({
    component: 'pending-subscriber-purge',
    intervalMs: options.intervalMs ?? 60 * 60 * 1000,
    logger: options.logger,
    pass: () => purgePendingSubscribers(options.orm),
  });
}
