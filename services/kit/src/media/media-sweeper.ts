import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { periodicWorker } from '../periodic-worker.ts';
import type { BackgroundWorker } from '../service.ts';
import type { MediaService } from './media-service.ts';
import { mediaKeys } from './object-storage.ts';

export interface SweepResult {
  /** Slots past their expiry, deleted with the bytes uploaded to them. */
  readonly expiredSlots: number;
  /** Objects deleted because their file was replaced, deleted or confirmed from its upload. */
  readonly releasedObjects: number;
}

export interface MediaSweeper extends BackgroundWorker {
  /** One pass over everything due now; for tests and for `nudge`-less callers. */
  sweep(): Promise<SweepResult>;
}

const BATCH = 100;

/**
 * Deletes bytes nobody may use any more: those of upload slots past their expiry (the upload, and
 * for a slot never confirmed whatever a failed confirmation wrote) and those queued in
 * `media_garbage` by committed replacements and deletions. Storage first, then the rows, in one
 * transaction per batch: a failure leaves the rows for the next pass. Rows another transaction holds
 * (a confirmation in progress) are skipped, so replicas can sweep at once.
 */
export function createMediaSweeper(options: { orm: MikroORM; media: MediaService; logger: Logger; intervalMs?: number }): MediaSweeper {
  const { orm, media, logger } = options;
  const intervalMs = options.intervalMs ?? 60_000;
  const log = logger.child({ component: 'media-sweeper' });

  const sweepSlots = (em: EntityManager): Promise<number> =>
    em.transactional(async (tx) => {
      const slots = await tx.execute<{ id: string; confirmed: boolean }[]>(
        `select id, confirmed_at is not null as confirmed from media_upload_slot
          where expires_at <= ? order by expires_at limit ${BATCH} for update skip locked`,
        [media.now()],
      );
      if (!slots.length) return 0;
      await media.storage.delete(slots.map((slot) => mediaKeys.staging(media.namespace, slot.id)));
      for (const slot of slots) {
        if (!slot.confirmed) await media.storage.deletePrefix(mediaKeys.filePrefix(media.namespace, slot.id));
      }
      await tx.execute('delete from media_upload_slot where id in (?)', [slots.map((slot) => slot.id)]);
      return slots.length;
    });

  const sweepGarbage = (em: EntityManager): Promise<number> =>
    em.transactional(async (tx) => {
      const rows = await tx.execute<{ key: string }[]>(
        `select key from media_garbage order by queued_at limit ${BATCH * 10} for update skip locked`,
      );
      if (!rows.length) return 0;
      const keys = rows.map((row) => row.key);
      await media.storage.delete(keys);
      await tx.execute('delete from media_garbage where key in (?)', [keys]);
      return keys.length;
    });

  const sweep = async (): Promise<SweepResult> => {
    const em = orm.em.fork();
    let expiredSlots = 0;
    let releasedObjects = 0;
    for (let n = await sweepSlots(em); n > 0; n = n === BATCH ? await sweepSlots(em) : 0) expiredSlots += n;
    for (let n = await sweepGarbage(em); n > 0; n = n === BATCH * 10 ? await sweepGarbage(em) : 0) releasedObjects += n;
    if (expiredSlots || releasedObjects) log.debug({ expiredSlots, releasedObjects }, 'swept media');
    return { expiredSlots, releasedObjects };
  };

  const worker = periodicWorker({ component: 'media-sweeper', intervalMs, logger, pass: sweep });
  return { sweep, start: () => worker.start(), stop: () => worker.stop() };
}
