import { ContentType } from './purposes.ts';

/** Where and how a client sends a slot's bytes: one PUT of the raw file, nothing else to add. */
export interface UploadTarget {
  readonly url: string;
  readonly method: 'PUT';
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * The media port: a flat key space of immutable objects. Adapters: local disk (`local-storage.ts`)
 * and S3-compatible object storage (`s3-storage.ts`); `createMediaStorage` picks one.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** For start-up banners: where the files are. */
  readonly description: string;
  /** A URL the client PUTs exactly `size` bytes to until `expiresAt` (signed as of `signedAt`). */
  uploadTarget(key: string, options: { size: number; signedAt: Date; expiresAt: Date }): Promise<UploadTarget>;
  /** The object's size in bytes; null when there is none. */
  size(key: string): Promise<number | null>;
  /** Its size and version (S3's ETag; the local file's inode and time), which changes with every write. */
  head(key: string): Promise<{ size: number; version: string } | null>;
  /**
   * The object's bytes, or those of `range` (inclusive); null when there is none. With `version`,
   * `ObjectChangedError` if the object is no longer that version.
   */
  read(key: string, range?: { start: number; end: number }, version?: string): Promise<Buffer | null>;
  write(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Copies the object; with `version`, that version or `ObjectChangedError` (never bytes written since). */
  copy(from: string, to: string, contentType: string, version?: string): Promise<void>;
  /**
   * No more bytes to this upload key until `until` (its slot's expiry): the local handler refuses
   * later PUTs. S3 cannot revoke a presigned PUT, so there it does nothing: a later PUT only replaces
   * the upload key, never a confirmed file, which was made from the version confirmation checked.
   */
  closeUpload(key: string, until: Date): Promise<void>;
  /** Deletes the objects; missing ones are no error. */
  delete(keys: readonly string[]): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  /** A URL a browser can fetch the object from. */
  url(key: string): Promise<string>;
}

/** The object was written again since the version a reader checked. */
export class ObjectChangedError extends Error {
  override readonly name = 'ObjectChangedError';
}

/**
 * Keys: `<namespace>/uploads/<slot id>` holds an upload until it is confirmed (never served);
 * `<namespace>/files/<file id>/<variant>.<ext>` the accepted file's variants. A file id is new for
 * every upload, so a file key is written once and never changes: it can be cached forever.
 */
export const mediaKeys = {
  staging: (namespace: string, slotId: string): string => `${namespace}/uploads/${slotId}`,
  file: (namespace: string, fileId: string, variant: string, extension: string): string =>
    `${namespace}/files/${fileId}/${variant}.${extension}`,
  filePrefix: (namespace: string, fileId: string): string => `${namespace}/files/${fileId}/`,
};

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const NAMESPACE = /^[a-z0-9-]+$/;
const STAGING_KEY = new RegExp(`^[a-z0-9-]+/uploads/${UUID}$`);
const FILE_KEY = new RegExp(`^[a-z0-9-]+/files/${UUID}/[a-z]+\\.[a-z0-9]+$`);

export const isNamespace = (value: string): boolean => NAMESPACE.test(value);
export const isStagingKey = (key: string): boolean => STAGING_KEY.test(key);
export const isFileKey = (key: string): boolean => FILE_KEY.test(key);

/** Served files never change (see `mediaKeys`). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

const extensions: Record<ContentType, string> = {
  [ContentType.JPEG]: 'jpg',
  [ContentType.PNG]: 'png',
  [ContentType.WEBP]: 'webp',
  [ContentType.GIF]: 'gif',
  [ContentType.AVIF]: 'avif',
  [ContentType.SVG]: 'svg',
  [ContentType.PDF]: 'pdf',
  [ContentType.DOCX]: 'docx',
  [ContentType.XLSX]: 'xlsx',
  [ContentType.PPTX]: 'pptx',
  [ContentType.MP4]: 'mp4',
  [ContentType.WEBM]: 'webm',
  [ContentType.MOV]: 'mov',
  [ContentType.MP3]: 'mp3',
  [ContentType.M4A]: 'm4a',
};
const typesByExtension = new Map(Object.entries(extensions).map(([type, ext]) => [ext, type as ContentType]));

export const extensionOf = (type: ContentType): string => extensions[type];

/** The content type a file key is served with, from the extension its sniffed type gave it. */
export const contentTypeOfKey = (key: string): string =>
  typesByExtension.get(key.slice(key.lastIndexOf('.') + 1)) ?? 'application/octet-stream';

/** Office documents are downloaded rather than shown; nothing served can run script in our origin. */
export const isDownloadOnly = (type: string): boolean =>
  type === ContentType.DOCX || type === ContentType.XLSX || type === ContentType.PPTX;
