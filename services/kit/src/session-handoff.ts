import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Identity hands a new (or ended) session to the gateway in this response header; the gateway, and
 * only for identity's responses, turns it into the HttpOnly cookie. Browsers never see the header.
 */
export const SESSION_HANDOFF_HEADER = 'x-koinonia-session';
export const SESSION_COOKIE = 'koinonia_session';

export type SessionHandoff = { readonly kind: 'set'; readonly token: string; readonly maxAgeSeconds: number } | { readonly kind: 'clear' };

export const encodeSessionHandoff = (handoff: SessionHandoff): string => JSON.stringify(handoff);

export function decodeSessionHandoff(value: string | null | undefined): SessionHandoff | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<{ kind: string; token: string; maxAgeSeconds: number }>;
    if (parsed.kind === 'clear') return { kind: 'clear' };
    if (parsed.kind === 'set' && typeof parsed.token === 'string' && typeof parsed.maxAgeSeconds === 'number') {
      return { kind: 'set', token: parsed.token, maxAgeSeconds: parsed.maxAgeSeconds };
    }
  } catch {
    // fall through: an unreadable hand-off is ignored
  }
  return null;
}

/** Service-to-service calls outside GraphQL (the gateway resolving a session) carry the shared secret. */
export const INTERNAL_AUTH_HEADER = 'x-koinonia-internal';

export function isInternalCall(headerValue: string | string[] | undefined, secret: string): boolean {
  const given = Buffer.from(Array.isArray(headerValue) ? (headerValue[0] ?? '') : (headerValue ?? ''));
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A random URL-safe secret token and the SHA-256 under which it is stored. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

export const hashSecretToken = (token: string): string => createHash('sha256').update(token).digest('hex');
