import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, rmdir, stat, writeFile, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ObjectChangedError, isFileKey, isStagingKey, type ObjectStorage } from './object-storage.ts';
import { signUploadToken, verifyUploadToken } from './upload-token.ts';

export class UploadTooLargeError extends Error {
  override readonly name = 'UploadTooLargeError';
}

/** A PUT to an upload its slot's confirmation closed. */
export class UploadClosedError extends Error {
  override readonly name = 'UploadClosedError';
}

/** The local-disk adapter, plus what its HTTP handler (`local-media-handler.ts`) needs. */
export interface LocalDiskStorage extends ObjectStorage {
  readonly kind: 'local';
  /** Where the handler is mounted, e.g. http://localhost:3000/media. */
  readonly publicUrl: string;
  /** The byte limit an upload token grants for `key`; throws InvalidUploadTokenError. */
  verifyUpload(token: string | null, key: string): Promise<{ maxBytes: number }>;
  /** Streams a request body into `key`; more than `maxBytes` is UploadTooLargeError and leaves nothing. */
  receive(key: string, body: Readable, maxBytes: number): Promise<number>;
  stat(key: string): Promise<{ size: number; modified: Date } | null>;
  /** The object's bytes as a stream, or those of `range` (inclusive). */
  open(key: string, range?: { start: number; end: number }): Readable;
}

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under `dir` at their keys' paths (`<dir>/identity/files/<id>/avatar.webp`). Every write goes
 * to a temporary file first and is renamed into place, so a reader never sees half a file.
 */
export function createLocalStorage(options: { dir: string; publicUrl: string; secret: string }): LocalDiskStorage {
  const { dir, publicUrl, secret } = options;
  const tmpDir = join(dir, '.tmp');
  // `<dir>/.closed/<upload key>`: the upload's slot was confirmed; it holds the slot's expiry.
  const closedPath = (key: string): string => join(dir, '.closed', key);
  const isClosed = async (key: string): Promise<boolean> => {
    try {
      await stat(closedPath(key));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  };
  // Every write is a new file renamed into place, so inode and time name what was written.
  const versionOf = (info: { ino: number; mtimeMs: number; size: number }): string => `${info.ino}-${info.mtimeMs}-${info.size}`;
  /** The file, opened (its bytes stay those of that version whatever is renamed over it), if it is `version`. */
  const openVersion = async (key: string, version: string | undefined): Promise<FileHandle | null> => {
    let handle;
    try {
      handle = await open(pathOf(key), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    if (version !== undefined && versionOf(await handle.stat()) !== version) {
      await handle.close();
      throw new ObjectChangedError(`${key} changed since ${version}`);
    }
    return handle;
  };

  const pathOf = (key: string): string => {
    if (!isStagingKey(key) && !isFileKey(key)) throw new Error(`not a media key: ${key}`);
    return join(dir, key);
  };

  /** Runs `fill(tmp)` on a fresh temporary file and moves it to `key`; removes it on failure. */
  const writeVia = async (key: string, fill: (tmp: string) => Promise<void>): Promise<void> => {
    const target = pathOf(key);
    await mkdir(tmpDir, { recursive: true });
    const tmp = join(tmpDir, randomUUID());
    try {
      await fill(tmp);
      await mkdir(dirname(target), { recursive: true });
      await rename(tmp, target);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  };

  const statOf = async (key: string): Promise<{ size: number; modified: Date } | null> => {
    try {
      const info = await stat(pathOf(key));
      return info.isFile() ? { size: info.size, modified: info.mtime } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    kind: 'local',
    description: `local disk at ${dir}, served at ${publicUrl}`,
    publicUrl,

    async uploadTarget(key, { size, signedAt, expiresAt }) {
      const token = await signUploadToken(secret, { key, maxBytes: size, signedAt, expiresAt });
      return { url: `${publicUrl}/${key}?token=${encodeURIComponent(token)}`, method: 'PUT', headers: {} };
    },

    verifyUpload: (token, key) => verifyUploadToken(secret, token, key),

    async receive(key, body, maxBytes) {
      if (await isClosed(key)) throw new UploadClosedError(`${key} was confirmed`);
      let received = 0;
      await writeVia(key, async (tmp) => {
        await pipeline(
          body,
          async function* (source: AsyncIterable<Buffer>) {
            for await (const chunk of source) {
              received += chunk.length;
              if (received > maxBytes) throw new UploadTooLargeError(`more than ${maxBytes} bytes`);
              yield chunk;
            }
          },
          createWriteStream(tmp),
        );
        // Closed while the bytes arrived: they never reach the key (confirmation reads a pinned version anyway).
        if (await isClosed(key)) throw new UploadClosedError(`${key} was confirmed`);
      });
      return received;
    },

    async closeUpload(key, until) {
      if (!isStagingKey(key)) throw new Error(`not an upload key: ${key}`);
      await mkdir(dirname(closedPath(key)), { recursive: true });
      await writeFile(closedPath(key), until.toISOString());
    },

    stat: statOf,
    size: async (key) => (await statOf(key))?.size ?? null,

    async head(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size, version: versionOf(info) } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async read(key, range, version) {
      const handle = await openVersion(key, version);
      if (!handle) return null;
      try {
        if (!range) return await handle.readFile();
        const buffer = Buffer.alloc(range.end - range.start + 1);
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, range.start);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },

    open: (key, range) => createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {}),

    write: (key, bytes) => writeVia(key, (tmp) => writeFile(tmp, bytes)),

    async copy(from, to, _contentType, version) {
      const handle = await openVersion(from, version);
      if (!handle) throw new Error(`no such object: ${from}`);
      try {
        await writeVia(to, (tmp) => pipeline(handle.createReadStream({ autoClose: false }), createWriteStream(tmp)));
      } finally {
        await handle.close();
      }
    },

    async delete(keys) {
      for (const key of keys) {
        const path = pathOf(key);
        await rm(path, { force: true });
        // A closed upload stays closed until its slot expires (the sweeper deletes it then), though its bytes go at once.
        if (isStagingKey(key)) {
          const until = await readFile(closedPath(key), 'utf8').catch(() => null);
          if (until !== null && new Date(until) <= new Date()) await rm(closedPath(key), { force: true });
        }
        // A file's folder goes with its last variant.
        if (isFileKey(key)) await rmdir(dirname(path)).catch(() => undefined);
      }
    },

    async deletePrefix(prefix) {
      if (!isFileKey(`${prefix}original.bin`)) throw new Error(`not a media file prefix: ${prefix}`);
      await rm(join(dir, prefix), { recursive: true, force: true });
    },

    url: async (key) => `${publicUrl}/${key}`,
  };
}
