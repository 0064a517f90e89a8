import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml', '.map']);

export type Encoding = 'br' | 'gzip' | 'identity';

export function contentType(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** Hashed build assets never change: cache them for a year; everything else briefly. */
export function cacheControl(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/** The file a URL path names inside root, or null for anything outside it or hidden (dot) files. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  const file = resolve(root, `.${decoded}`);
  return file.startsWith(root + sep) ? file : null;
}

/**
 * A body in the encoding the client accepts: `best` for files compressed once and kept (built
 * assets, prerendered pages), `fast` for pages rendered per request.
 */
export function compress(raw: Buffer, encoding: Encoding, effort: 'best' | 'fast'): Buffer {
  if (encoding === 'br') return brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? 9 : 4 } });
  if (encoding === 'gzip') return gzipSync(raw, { level: effort === 'best' ? 9 : 6 });
  return raw;
}

export interface StaticFile {
  body: Buffer;
  contentType: string;
  encoding: Encoding;
}

/**
 * Reads and compresses files once: hashed build output does not change while the server runs.
 * Misses are not remembered, so files written by a rebuild are found.
 */
export function createStaticFiles(root: string) {
  const cache = new Map<string, StaticFile>();

  return async function read(urlPath: string, encoding: Encoding): Promise<StaticFile | null> {
    const file = resolveInside(root, urlPath);
    if (!file) return null;
    const compressible = COMPRESSIBLE.has(extname(file).toLowerCase());
    const actual: Encoding = compressible ? encoding : 'identity';
    const key = `${actual}:${file}`;
    const cached = cache.get(key);
    if (cached) return cached;
    let result: StaticFile | null = null;
    try {
      if ((await stat(file)).isFile()) {
        result = { body: compress(await readFile(file), actual, 'best'), contentType: contentType(file), encoding: actual };
      }
    } catch {
      result = null;
    }
    if (result) cache.set(key, result);
    return result;
  };
}
