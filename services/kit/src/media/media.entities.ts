import { defineEntity, p, type EntityName, type InferEntity } from '@mikro-orm/core';
import type { ContentType } from './purposes.ts';

/** One stored variant of a file (`original`, and for images `card` and `avatar`). */
export interface StoredVariant {
  readonly key: string;
  readonly type: ContentType;
  readonly size: number;
  readonly width: number | null;
  readonly height: number | null;
}

/**
 * Factories, not shared schemas (as kit's outbox entity): MikroORM keeps per-ORM state on a schema,
 * and `npm start` runs one ORM per service in one process. A service that takes uploads lists
 * `...createMediaEntities()` in its entities and `...mediaMigrations` in its migrations.
 */
const createUploadSlotEntity = () =>
  defineEntity({
    name: 'MediaUploadSlot',
    tableName: 'media_upload_slot',
    properties: {
      id: p.uuid().primary(),
      purpose: p.string(),
      /** Whose the file will be (a user, an organization, a chat...), as the owning service names it. */
      ownerId: p.string(),
      /** The signed-in user who asked for the slot; only they may confirm it. */
      uploaderId: p.string(),
      fileName: p.string().nullable(),
      declaredSize: p.integer(),
      expiresAt: p.datetime(),
      confirmedAt: p.datetime().nullable(),
      createdAt: p.datetime(),
    },
  });

const createFileEntity = () =>
  defineEntity({
    name: 'MediaFile',
    tableName: 'media_file',
    properties: {
      /** The slot's id: the keys a failed confirmation may have written are found from it. */
      id: p.uuid().primary(),
      purpose: p.string(),
      ownerId: p.string(),
      uploaderId: p.string(),
      fileName: p.string().nullable(),
      /** The original variant's type and size (after re-encoding, for images). */
      type: p.string(),
      size: p.integer(),
      width: p.integer().nullable(),
      height: p.integer().nullable(),
      variants: p.json<Record<string, StoredVariant>>(),
      createdAt: p.datetime(),
    },
  });

export const createMediaEntities = () => [createUploadSlotEntity(), createFileEntity()] as const;

export type MediaUploadSlot = InferEntity<ReturnType<typeof createUploadSlotEntity>>;
export type MediaFile = InferEntity<ReturnType<typeof createFileEntity>>;

// Each ORM has its own schema instances; code refers to them by name.
export const MEDIA_UPLOAD_SLOT = 'MediaUploadSlot' as unknown as EntityName<MediaUploadSlot>;
export const MEDIA_FILE = 'MediaFile' as unknown as EntityName<MediaFile>;
