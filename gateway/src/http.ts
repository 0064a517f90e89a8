import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '@koinonia/kit';

/** The largest request body (a mutation's text and variables) the gateway reads. */
export const MAX_BODY_BYTES = 1_000_000;

/** A GraphQL error body for refusals before GraphQL runs, with any extra extensions. */
export function sendRefusal(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  extra: { headers?: Record<string, string>; extensions?: Record<string, unknown> } = {},
): void {
  sendJson(res, status, { errors: [{ message, extensions: { code, ...extra.extensions } }] }, extra.headers);
}

/**
 * The client's address: the socket's peer, unless the peer is a trusted proxy (a load balancer, the
 * web server rendering pages), whose X-Forwarded-For names who it forwards for; entries a client
 * wrote itself are never believed, since only trusted proxies' entries are read, from the right.
 */
export function clientAddress(req: IncomingMessage, trustedProxies: ReadonlySet<string>): string {
  let address = normalizeAddress(req.socket.remoteAddress ?? 'unknown');
  if (!trustedProxies.has(address)) return address;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((h) => h.trim()).filter(Boolean);
  for (let hop = hops.pop(); hop !== undefined && trustedProxies.has(address); hop = hops.pop()) address = normalizeAddress(hop);
  return address;
}

/** `::ffff:127.0.0.1` (an IPv4 peer of a dual-stack socket) is `127.0.0.1`. */
const normalizeAddress = (address: string): string => address.replace(/^::ffff:/i, '');

/** A loopback address: 127.0.0.0/8, ::1, or either as an IPv4-mapped IPv6 address. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = normalizeAddress(address.trim().toLowerCase());
  if (plain === '::1' || plain === '0:0:0:0:0:0:0:1') return true;
  const octets = plain.split('.');
  return octets.length === 4 && octets[0] === '127' && octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255);
}

/** Headers a proxy adds when it relays a request for someone else. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host', 'via'] as const;

/**
 * Whether a request comes from this machine itself: its socket's peer is a loopback address, and
 * no proxy relayed it (a proxy on this machine makes every visitor a loopback peer). Headers never
 * make a request local; a forwarding header only makes it not.
 */
export function isLocalRequest(req: IncomingMessage): boolean {
  return isLoopbackAddress(req.socket.remoteAddress) && FORWARDING_HEADERS.every((name) => req.headers[name] === undefined);
}

/**
 * CORS with credentials for the configured web origins only. Returns false (and answers 403) for a
 * preflight from any other origin; simple requests from elsewhere get no CORS headers, so the
 * browser keeps their responses from the page (and CSRF prevention refuses their mutations).
 */
export function applyCors(req: IncomingMessage, res: ServerResponse, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (!allowed.includes(origin)) {
    if (req.method === 'OPTIONS') {
      res.writeHead(403).end();
      return false;
    }
    return true;
  }
  res.setHeader('access-control-allow-origin', origin);
  res.setHeader('access-control-allow-credentials', 'true');
  res.setHeader('vary', 'Origin');
  if (req.method === 'OPTIONS') {
    res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    res.setHeader(
      'access-control-allow-headers',
      req.headers['access-control-request-headers'] ?? 'content-type, apollo-require-preflight',
    );
    res.setHeader('access-control-max-age', '600');
  }
  return true;
}

const SIMPLE_CONTENT_TYPES = new Set(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']);

/**
 * CSRF prevention as Apollo Server does it: a request a browser could send cross-site without a
 * preflight (no content type, or a form's, and none of the preflight headers) is refused, so a
 * form on another site cannot run a mutation with the visitor's cookie.
 */
export function needsPreflight(req: IncomingMessage): boolean {
  if (req.headers['apollo-require-preflight'] || req.headers['x-apollo-operation-name']) return false;
  const contentType = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return !contentType || SIMPLE_CONTENT_TYPES.has(contentType);
}

/** Reads a request body up to `limit` bytes; null when it is larger. */
export async function readLimitedBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer | null> {
  const declared = Number(req.headers['content-length']);
  if (declared > limit) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Writes a Fetch API response to Node's response, streaming it when it is incremental. */
export async function writeResponse(res: ServerResponse, response: Response, extraHeaders: readonly [string, string][]): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') res.setHeader(key, value);
  });
  for (const [key, value] of extraHeaders) res.appendHeader(key, value);
  if (!response.body) {
    res.end();
    return;
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('json')) {
    res.end(Buffer.from(await response.arrayBuffer()));
    return;
  }
  const reader = response.body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) res.write(next.value);
  res.end();
}
