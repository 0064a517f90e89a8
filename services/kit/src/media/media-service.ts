import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../errors.ts';
import { isUuid } from '../validation.ts';
import { requireUser, type Viewer } from '../viewer.ts';
import { sniffContent } from './content-check.ts';
import { makeImageVariants } from './image-variants.ts';
import { MEDIA_FILE, MEDIA_UPLOAD_SLOT, type MediaFile, type MediaUploadSlot, type StoredVariant } from './media.entities.ts';
import { MediaRefusal, fileNotFound, refuse, slotNotFound, unknownPurpose } from './media-errors.ts';
import { ObjectChangedError, extensionOf, isNamespace, mediaKeys, type ObjectStorage } from './object-storage.ts';
import { isImageType, mayUsePurpose, type MediaPurpose } from './purposes.ts';

export interface MediaServiceOptions {
  readonly storage: ObjectStorage;
  /** The owning service's name: its keys live under it, apart from other services' in a shared bucket. */
  readonly namespace: string;
  /** The purposes this service accepts uploads for (see `pickPurposes`). */
  readonly purposes: Readonly<Record<string, MediaPurpose>>;
  readonly uploadTtlMs: number;
  /** The clock; tests move it. */
  readonly now?: () => Date;
}

export interface UploadSlot {
  readonly id: string;
  readonly purpose: string;
  /** PUT the file's bytes here, with these headers, before `expiresAt`; then confirm the slot. */
  readonly uploadUrl: string;
  readonly uploadMethod: 'PUT';
  readonly uploadHeaders: Readonly<Record<string, string>>;
  readonly maxBytes: number;
  readonly expiresAt: Date;
}

export interface MediaUrls {
  readonly original: string;
  /** Images only. */
  readonly card: string | null;
  readonly avatar: string | null;
}

/** An accepted file as clients see it. */
export interface MediaFileView {
  readonly id: string;
  readonly purpose: string;
  readonly ownerId: string;
  readonly fileName: string | null;
  readonly type: string;
  readonly size: number;
  readonly width: number | null;
  readonly height: number | null;
  readonly createdAt: Date;
  readonly urls: MediaUrls;
}

// Files up to this size are read whole to be checked (zip-based documents need more than their
// first bytes); bigger ones (videos) only their first 64 KB, then copied within the storage.
const READ_WHOLE_BYTES = 32 * 1024 * 1024;
const SNIFF_BYTES = 64 * 1024;

const cleanFileName = (name: string | null | undefined): string | null =>
  name
    ?.replace(/\p{Cc}/gu, '')
    .split(/[\\/]/)
    .pop()
    ?.trim()
    .slice(0, 255) || null;

const requireTransaction = (em: EntityManager, what: string): void => {
  if (!em.isInTransaction()) throw new Error(`${what} must run inside the transaction that uses its result`);
};

export type MediaService = ReturnType<typeof createMediaService>;

/**
 * Uploads for one service: slots, confirmation (the checks, image variants, replacing a previous
 * file), deletion and URLs. The owning service calls it from its use cases, after checking that the
 * viewer may act for the owner; the slot and file rows live in that service's database.
 */
export function createMediaService(options: MediaServiceOptions) {
  const { storage, namespace, purposes, uploadTtlMs } = options;
  if (!isNamespace(namespace)) throw new Error(`media namespace must be lower-case letters, digits and dashes: ${namespace}`);
  const now = options.now ?? (() => new Date());

  const purposeOf = (name: string): MediaPurpose => {
    const purpose = Object.hasOwn(purposes, name) ? purposes[name] : undefined;
    if (!purpose) throw unknownPurpose();
    return purpose;
  };

  /** Removes files and queues their bytes for deletion once this transaction commits. */
  const release = async (em: EntityManager, files: readonly MediaFile[]): Promise<void> => {
    if (!files.length) return;
    const keys = files.flatMap((file) => Object.values(file.variants).map((variant) => variant.key));
    // A JSON array, as one parameter: the driver would spread a JS array into a list of parameters.
    await em.execute('insert into media_garbage (key) select jsonb_array_elements_text(?::jsonb) on conflict do nothing', [
      JSON.stringify(keys),
    ]);
    em.remove(files);
  };

  /** The bytes checked are the bytes kept: a write to the upload since it was checked refuses the confirmation. */
  const pinned = async <T>(purpose: MediaPurpose, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ObjectChangedError) throw refuse(MediaRefusal.UPLOAD_CHANGED, purpose);
      throw error;
    }
  };

  /** Checks a slot's bytes and writes the file's variants; refuses (deleting the bytes) what may not be stored. */
  const accept = async (slot: MediaUploadSlot, purpose: MediaPurpose): Promise<Record<string, StoredVariant>> => {
    const staging = mediaKeys.staging(namespace, slot.id);
    if (!(await storage.head(staging))) throw refuse(MediaRefusal.NOT_UPLOADED, purpose);
    // The upload takes no more bytes (local: later PUTs are refused; S3: a presigned PUT cannot be
    // revoked, so everything below reads and copies the one version checked here, by its ETag).
    await storage.closeUpload(staging, slot.expiresAt);
    const head = await storage.head(staging);
    if (!head) throw refuse(MediaRefusal.NOT_UPLOADED, purpose);
    const { size, version } = head;
    const reject = async (reason: MediaRefusal) => {
      await storage.delete([staging]);
      return refuse(reason, purpose);
    };
    if (size > purpose.maxBytes) throw await reject(MediaRefusal.FILE_TOO_LARGE);
    let bytes = await pinned(purpose, () => storage.read(staging, size > READ_WHOLE_BYTES ? { start: 0, end: SNIFF_BYTES - 1 } : undefined, version));
    if (!bytes) throw refuse(MediaRefusal.NOT_UPLOADED, purpose);
    const verdict = await sniffContent(bytes);
    if (!verdict.ok) throw await reject(verdict.reason);
    if (!purpose.types.includes(verdict.type)) throw await reject(MediaRefusal.FILE_TYPE_NOT_ALLOWED);

    if (!isImageType(verdict.type)) {
      const key = mediaKeys.file(namespace, slot.id, 'original', extensionOf(verdict.type));
      await pinned(purpose, () => storage.copy(staging, key, verdict.type, version));
      return { original: { key, type: verdict.type, size, width: null, height: null } };
    }
    if (bytes.length < size) bytes = (await pinned(purpose, () => storage.read(staging, undefined, version))) ?? bytes;
    const images = await makeImageVariants(bytes, verdict.type);
    if (!images) throw await reject(MediaRefusal.FILE_TYPE_NOT_ALLOWED);
    const variants = images.map((image) => ({
      image,
      stored: {
        key: mediaKeys.file(namespace, slot.id, image.name, extensionOf(image.type)),
        type: image.type,
        size: image.bytes.length,
        width: image.width,
        height: image.height,
      },
    }));
    await Promise.all(variants.map(({ image, stored }) => storage.write(stored.key, image.bytes, stored.type)));
    return Object.fromEntries(variants.map(({ image, stored }) => [image.name, stored]));
  };

  const service = {
    storage,
    namespace,
    purposes,
    now,

    /**
     * A slot for uploading one file of `size` bytes for `purpose`, owned by `ownerId`. Refuses an
     * anonymous viewer, a purpose this service does not offer or the viewer may not use, and a size
     * over the purpose's limit, before any byte is sent.
     */
    async createUploadSlot(
      em: EntityManager,
      input: { viewer: Viewer; purpose: string; ownerId: string; size: number; fileName?: string | null },
    ): Promise<UploadSlot> {
      const uploaderId = requireUser(input.viewer);
      const purpose = purposeOf(input.purpose);
      if (!mayUsePurpose(purpose, input.viewer)) throw refuse(MediaRefusal.PURPOSE_NOT_ALLOWED, purpose);
      if (!Number.isSafeInteger(input.size) || input.size <= 0) {
        throw badInput([{ path: 'size', message: 'must be the file size in bytes' }]);
      }
      if (input.size > purpose.maxBytes) throw refuse(MediaRefusal.FILE_TOO_LARGE, purpose);
      if (!input.ownerId) throw new Error('createUploadSlot needs the owner of the file');
      const id = randomUUID();
      const signedAt = now();
      const expiresAt = new Date(signedAt.getTime() + uploadTtlMs);
      em.create(MEDIA_UPLOAD_SLOT, {
        id,
        purpose: input.purpose,
        ownerId: input.ownerId,
        uploaderId,
        fileName: cleanFileName(input.fileName),
        declaredSize: input.size,
        expiresAt,
        confirmedAt: null,
        createdAt: signedAt,
      });
      await em.flush();
      const target = await storage.uploadTarget(mediaKeys.staging(namespace, id), { size: input.size, signedAt, expiresAt });
      return {
        id,
        purpose: input.purpose,
        uploadUrl: target.url,
        uploadMethod: target.method,
        uploadHeaders: target.headers,
        maxBytes: purpose.maxBytes,
        expiresAt,
      };
    },

    /**
     * Accepts the bytes uploaded to the viewer's slot: checks the sniffed type and the size against
     * the purpose, makes image variants without metadata, stores the file and, for a purpose with
     * one file per owner, removes the previous one. Refusals store nothing and delete the bytes.
     * Confirming a confirmed slot again returns its file. Runs inside the caller's transaction.
     */
    async confirmUpload(em: EntityManager, input: { viewer: Viewer; slotId: string }): Promise<MediaFileView> {
      requireTransaction(em, 'confirmUpload');
      const userId = requireUser(input.viewer);
      if (!isUuid(input.slotId)) throw slotNotFound();
      // The lock keeps the sweeper (which skips locked slots) from deleting what is being accepted.
      const slot = await em.findOne(MEDIA_UPLOAD_SLOT, { id: input.slotId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!slot) throw slotNotFound();
      const purpose = purposeOf(slot.purpose);
      if (slot.uploaderId !== userId) throw refuse(MediaRefusal.NOT_YOUR_UPLOAD, purpose);
      if (slot.confirmedAt) {
        const file = await em.findOne(MEDIA_FILE, { id: slot.id });
        if (!file) throw slotNotFound();
        return service.view(file);
      }
      if (slot.expiresAt <= now()) throw refuse(MediaRefusal.SLOT_EXPIRED, purpose);

      const variants = await accept(slot, purpose);
      if (purpose.onePerOwner) {
        // Two confirmations for one owner take turns, so exactly one file remains.
        await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`media_file:${slot.purpose}:${slot.ownerId}`]);
        await release(em, await em.find(MEDIA_FILE, { ownerId: slot.ownerId, purpose: slot.purpose, id: { $ne: slot.id } }));
      }
      const original = variants['original'];
      if (!original) throw new Error('an accepted file has an original variant');
      const file = em.create(MEDIA_FILE, {
        id: slot.id,
        purpose: slot.purpose,
        ownerId: slot.ownerId,
        uploaderId: userId,
        fileName: slot.fileName,
        type: original.type,
        size: original.size,
        width: original.width,
        height: original.height,
        variants,
        createdAt: now(),
      });
      slot.confirmedAt = now();
      // The uploaded bytes are no longer needed; the slot row stays until it expires, so that bytes
      // PUT again with its still-valid URL are found and deleted too.
      await em.execute('insert into media_garbage (key) values (?) on conflict do nothing', [mediaKeys.staging(namespace, slot.id)]);
      await em.flush();
      return service.view(file);
    },

    /** Deletes an owner's file; its bytes go once the caller's transaction commits. */
    async deleteFile(em: EntityManager, input: { fileId: string; ownerId: string }): Promise<void> {
      requireTransaction(em, 'deleteFile');
      if (!isUuid(input.fileId)) throw fileNotFound();
      const file = await em.findOne(MEDIA_FILE, { id: input.fileId, ownerId: input.ownerId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!file) throw fileNotFound();
      await release(em, [file]);
      await em.flush();
    },

    /** The owner's file for a one-per-owner purpose (a profile image), if any. */
    currentFile: (em: EntityManager, input: { ownerId: string; purpose: string }): Promise<MediaFile | null> =>
      em.findOne(MEDIA_FILE, { ownerId: input.ownerId, purpose: input.purpose }, { orderBy: { createdAt: 'desc' } }),

    /** Files by id, in any order (for a DataLoader). */
    findFiles: (em: EntityManager, ids: readonly string[]): Promise<MediaFile[]> =>
      em.find(MEDIA_FILE, { id: { $in: ids.filter(isUuid) } }),

    async view(file: MediaFile): Promise<MediaFileView> {
      const urlOf = (name: string) => {
        const variant = file.variants[name];
        return variant ? storage.url(variant.key) : Promise.resolve(null);
      };
      const [original, card, avatar] = await Promise.all([urlOf('original'), urlOf('card'), urlOf('avatar')]);
      if (!original) throw new Error(`media file ${file.id} has no original variant`);
      const { id, purpose, ownerId, type, size, createdAt } = file;
      const [fileName, width, height] = [file.fileName ?? null, file.width ?? null, file.height ?? null];
      return { id, purpose, ownerId, fileName, type, size, width, height, createdAt, urls: { original, card, avatar } };
    },
  };
  return service;
}
