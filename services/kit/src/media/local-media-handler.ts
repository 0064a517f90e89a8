import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { sendJson } from '../http.ts';
import type { RouteHandler } from '../server.ts';
import type { LocalDiskStorage } from './local-storage.ts';
import { UploadClosedError, UploadTooLargeError } from './local-storage.ts';
import { IMMUTABLE_CACHE, contentTypeOfKey, isDownloadOnly, isFileKey, isStagingKey } from './object-storage.ts';
import { InvalidUploadTokenError } from './upload-token.ts';

/** The local adapter's endpoints; mount it for every path under `basePath` (e.g. `/media/`). */
export type LocalMediaHandler = RouteHandler & { readonly basePath: string };

const fail = (res: ServerResponse, status: number, code: string, message: string, headers: Record<string, string> = {}): void =>
  sendJson(res, status, { error: { code, message } }, headers);

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` against `size`: the inclusive range, 'unsatisfiable', or null to send it all. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (!match[1] && !match[2])) return null; // absent, malformed or several ranges: the whole file
  if (!match[1]) {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  return start >= size || end < start ? 'unsatisfiable' : { start, end };
}

/**
 * The local adapter over HTTP. `PUT <base>/<ns>/uploads/<slot>?token=` receives a slot's bytes when
 * the token (signed by the owning service for that key, with its size and expiry) is valid and the
 * slot was not confirmed yet (409 UPLOAD_CLOSED after).
 * `GET|HEAD <base>/<ns>/files/...` serves accepted files with their content type, ETag, an
 * immutable cache and byte ranges. Uploads in progress are never served.
 */
export function createLocalMediaHandler(storage: LocalDiskStorage): LocalMediaHandler {
  const basePath = new URL(storage.publicUrl).pathname.replace(/\/+$/, '');

  async function receive(req: IncomingMessage, res: ServerResponse, key: string, token: string | null): Promise<void> {
    let maxBytes: number;
    try {
      ({ maxBytes } = await storage.verifyUpload(token, key));
    } catch (error) {
      if (!(error instanceof InvalidUploadTokenError)) throw error;
      return error.expired
        ? fail(res, 403, 'UPLOAD_EXPIRED', 'This upload has expired; ask for a new one', { connection: 'close' })
        : fail(res, 403, 'INVALID_UPLOAD_TOKEN', 'This upload is not allowed', { connection: 'close' });
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > maxBytes) return fail(res, 413, 'FILE_TOO_LARGE', `At most ${maxBytes} bytes`, { connection: 'close' });
    try {
      await storage.receive(key, req, maxBytes);
    } catch (error) {
      if (error instanceof UploadClosedError) return fail(res, 409, 'UPLOAD_CLOSED', 'This upload was confirmed; ask for a new one', { connection: 'close' });
      if (!(error instanceof UploadTooLargeError)) throw error;
      return fail(res, 413, 'FILE_TOO_LARGE', `At most ${maxBytes} bytes`, { connection: 'close' });
    }
    res.writeHead(204).end();
  }

  async function serve(req: IncomingMessage, res: ServerResponse, key: string): Promise<void> {
    const info = await storage.stat(key);
    if (!info) return fail(res, 404, 'NOT_FOUND', 'No such file');
    const type = contentTypeOfKey(key);
    const etag = `"${info.size.toString(16)}-${info.modified.getTime().toString(16)}"`;
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': IMMUTABLE_CACHE,
      etag,
      'last-modified': info.modified.toUTCString(),
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      // Browsers show PDFs with a plugin, which a sandbox would block; everything else gets no powers at all.
      ...(type === 'application/pdf' ? {} : { 'content-security-policy': "default-src 'none'; sandbox" }),
      ...(isDownloadOnly(type) ? { 'content-disposition': 'attachment' } : {}),
    };
    if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
      res.writeHead(304, headers).end();
      return;
    }
    const range = parseRange(req.headers.range, info.size);
    if (range === 'unsatisfiable') {
      res.writeHead(416, { ...headers, 'content-range': `bytes */${info.size}` }).end();
      return;
    }
    const length = range ? range.end - range.start + 1 : info.size;
    res.writeHead(range ? 206 : 200, {
      ...headers,
      'content-length': String(length),
      ...(range ? { 'content-range': `bytes ${range.start}-${range.end}/${info.size}` } : {}),
    });
    if (req.method === 'HEAD' || length === 0) {
      res.end();
      return;
    }
    await pipeline(storage.open(key, range ?? undefined), res);
  }

  const handler = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(`${basePath}/`)) return fail(res, 404, 'NOT_FOUND', 'No such file');
    let key: string;
    try {
      key = decodeURIComponent(url.pathname.slice(basePath.length + 1));
    } catch {
      return fail(res, 404, 'NOT_FOUND', 'No such file');
    }
    if (req.method === 'PUT' && isStagingKey(key)) return receive(req, res, key, url.searchParams.get('token'));
    if ((req.method === 'GET' || req.method === 'HEAD') && isFileKey(key)) return serve(req, res, key);
    if (isStagingKey(key)) return fail(res, 405, 'METHOD_NOT_ALLOWED', 'Uploads take PUT', { allow: 'PUT' });
    if (isFileKey(key)) return fail(res, 405, 'METHOD_NOT_ALLOWED', 'Files take GET and HEAD', { allow: 'GET, HEAD' });
    return fail(res, 404, 'NOT_FOUND', 'No such file');
  };
  return Object.assign(handler, { basePath });
}
