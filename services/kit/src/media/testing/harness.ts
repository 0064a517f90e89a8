import { createLogger } from '../../logger.ts';
import { startServiceOrm, type MikroORM } from '../../db/orm.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/database.ts';
import type { Viewer } from '../../viewer.ts';
import { createMediaEntities } from '../media.entities.ts';
import { createMediaService, type MediaFileView, type MediaService, type UploadSlot } from '../media-service.ts';
import { createMediaSweeper, type MediaSweeper } from '../media-sweeper.ts';
import { mediaMigrations } from '../migration.ts';
import type { ObjectStorage } from '../object-storage.ts';
import { mediaPurposes, pickPurposes } from '../purposes.ts';

export const UPLOAD_TTL_MS = 15 * 60_000;
/** A purpose with a small limit, so that "over the limit" needs no large test file. */
export const TINY_LIMIT = 64 * 1024;

/**
 * A service's use of the media port, as identity will wire it for the profile's files: a real
 * database with kit's media tables, the purposes it offers, a clock tests can move, and the
 * sweeper. Owners are the uploading members themselves (a profile's files).
 */
export interface MediaHarness {
  readonly media: MediaService;
  readonly sweeper: MediaSweeper;
  readonly storage: ObjectStorage;
  readonly orm: MikroORM;
  /** Added to the real time on the service's clock. */
  readonly clock: { offsetMs: number };
  slot(viewer: Viewer, purpose: string, bytes: Buffer | number, fileName?: string): Promise<UploadSlot>;
  /** The client's direct upload: one PUT of the bytes to the slot's URL. */
  upload(target: Pick<UploadSlot, 'uploadUrl' | 'uploadHeaders'>, bytes: Buffer): Promise<number>;
  confirm(viewer: Viewer, slotId: string): Promise<MediaFileView>;
  /** Slot, upload and confirmation in one; the upload must succeed. */
  store(viewer: Viewer, purpose: string, bytes: Buffer, fileName?: string): Promise<MediaFileView>;
  remove(fileId: string, ownerId: string): Promise<void>;
  count(table: 'media_upload_slot' | 'media_file' | 'media_garbage', where?: string, params?: unknown[]): Promise<number>;
  stop(): Promise<void>;
}

export async function startMediaHarness(label: string, storage: ObjectStorage): Promise<MediaHarness> {
  // A copy of one migrated template for kit's media tables, whichever adapter the file tests.
  const schema = { name: 'kit-media', entities: [...createMediaEntities()], migrations: [...mediaMigrations] };
  const db: TestDatabase = await createTestDatabase(label, schema);
  const logger = createLogger(label, process.env['LOG_LEVEL'] ?? 'silent');
  const orm = await startServiceOrm({ ...schema, name: label, databaseUrl: db.url, logger });
  const clock = { offsetMs: 0 };
  const media = createMediaService({
    storage,
    namespace: 'test-service',
    purposes: {
      ...pickPurposes('PROFILE_IMAGE', 'RESUME', 'NEWSLETTER_PODCAST_IMAGE', 'NEWS_FEED_VIDEO'),
      TINY_IMAGE: { ...mediaPurposes.PROFILE_IMAGE, label: 'Tiny image', maxBytes: TINY_LIMIT },
    },
    uploadTtlMs: UPLOAD_TTL_MS,
    now: () => new Date(Date.now() + clock.offsetMs),
  });
  const sweeper = createMediaSweeper({ orm, media, logger });

  const slot: MediaHarness['slot'] = (viewer, purpose, bytes, fileName) =>
    media.createUploadSlot(orm.em.fork(), {
      viewer,
      purpose,
      ownerId: viewer.userId ?? 'anonymous',
      size: typeof bytes === 'number' ? bytes : bytes.length,
      fileName: fileName ?? null,
    });
  const upload: MediaHarness['upload'] = async (target, bytes) => {
    try {
      const response = await fetch(target.uploadUrl, { method: 'PUT', headers: target.uploadHeaders, body: bytes });
      await response.arrayBuffer();
      return response.status;
    } catch {
      // A server may answer a refused upload and close the connection while the body is still being sent.
      return 0;
    }
  };
  const confirm: MediaHarness['confirm'] = (viewer, slotId) =>
    orm.em.fork().transactional((em) => media.confirmUpload(em, { viewer, slotId }));

  return {
    media,
    sweeper,
    storage,
    orm,
    clock,
    slot,
    upload,
    confirm,
    async store(viewer, purpose, bytes, fileName) {
      const target = await slot(viewer, purpose, bytes, fileName);
      const status = await upload(target, bytes);
      if (status < 200 || status > 299) throw new Error(`upload answered ${status}`);
      return confirm(viewer, target.id);
    },
    remove: (fileId, ownerId) => orm.em.fork().transactional((em) => media.deleteFile(em, { fileId, ownerId })),
    async count(table, where, params = []) {
      const [row] = await orm.em.fork().execute<{ n: string }[]>(`select count(*) as n from ${table}${where ? ` where ${where}` : ''}`, params);
      return Number(row?.n ?? 0);
    },
    async stop() {
      await sweeper.stop();
      await orm.close();
      await db.drop();
    },
  };
}
