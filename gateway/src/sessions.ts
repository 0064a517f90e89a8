import { createHash } from 'node:crypto';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import {
  INTERNAL_AUTH_HEADER,
  SESSION_COOKIE,
  anonymousViewer,
  type SessionHandoff,
  type Viewer,
} from '@koinonia/kit';

const MAX_ENTRIES = 50_000;

/** The session token in a Cookie header, if any. */
export const sessionTokenOf = (cookieHeader: string | undefined): string | undefined =>
  (cookieHeader ? parseCookies(cookieHeader)[SESSION_COOKIE] : undefined) || undefined;

/** A key for a session token that is not the token itself (rate-limit keys, cache keys). */
export const sessionKeyOf = (token: string): string => createHash('sha256').update(token).digest('base64url');

/**
 * Turns session cookies into viewers by asking identity, which owns (and can revoke) sessions,
 * and remembers each answer for `ttlMs` so that a page of requests costs one round trip. A session
 * revoked elsewhere keeps working here for at most `ttlMs`; one ended through this gateway (log-out,
 * log-in, password change) is forgotten at once.
 */
export class SessionResolver {
  readonly #identityOrigin: string;
  readonly #internalSecret: string;
  readonly #ttlMs: number;
  readonly #cache = new Map<string, { viewer: Promise<Viewer>; expiresAt: number }>();

  constructor(options: { identityOrigin: string; internalSecret: string; ttlMs: number }) {
    this.#identityOrigin = options.identityOrigin;
    this.#internalSecret = options.internalSecret;
    this.#ttlMs = options.ttlMs;
  }

  /** The viewer a session token stands for (anonymous when identity does not know it). */
  resolve(token: string | undefined): Promise<Viewer> {
    if (!token) return Promise.resolve(anonymousViewer);
    if (this.#ttlMs <= 0) return this.#ask(token);
    const key = sessionKeyOf(token);
    const now = Date.now();
    const cached = this.#cache.get(key);
    if (cached && cached.expiresAt > now) return cached.viewer;
    if (this.#cache.size >= MAX_ENTRIES) this.#evictExpired(now);
    // Concurrent requests with one cookie share one round trip; a failure is not remembered.
    const viewer = this.#ask(token);
    this.#cache.set(key, { viewer, expiresAt: now + this.#ttlMs });
    viewer.catch(() => this.#cache.delete(key));
    return viewer;
  }

  /** Forgets one token (its session just ended or changed). */
  forget(token: string): void {
    this.#cache.delete(sessionKeyOf(token));
  }

  /** Forgets every cached session of a user (a password change ends them all). */
  async forgetUser(userId: string): Promise<void> {
    for (const [key, entry] of this.#cache) {
      const viewer = await entry.viewer.catch(() => null);
      if (viewer?.userId === userId) this.#cache.delete(key);
    }
  }

  async #ask(token: string): Promise<Viewer> {
    const response = await fetch(`${this.#identityOrigin}/internal/sessions/resolve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_AUTH_HEADER]: this.#internalSecret },
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) throw new Error(`identity could not resolve the session (status ${response.status})`);
    const { viewer } = (await response.json()) as { viewer: Viewer | null };
    return viewer ?? anonymousViewer;
  }

  #evictExpired(now: number): void {
    for (const [key, entry] of this.#cache) if (entry.expiresAt <= now) this.#cache.delete(key);
    // Still full: everything is recent, so drop the oldest half (a Map iterates in insertion order).
    let excess = this.#cache.size - MAX_ENTRIES / 2;
    for (const key of this.#cache.keys()) {
      if (excess-- <= 0) break;
      this.#cache.delete(key);
    }
  }
}

/** The Set-Cookie header for identity's hand-off: HttpOnly, SameSite=Lax, whole site. */
export function sessionCookie(handoff: SessionHandoff, secure: boolean): string {
  const options = { httpOnly: true, sameSite: 'lax', path: '/', secure } as const;
  return handoff.kind === 'set'
    ? serializeCookie(SESSION_COOKIE, handoff.token, { ...options, maxAge: handoff.maxAgeSeconds })
    : serializeCookie(SESSION_COOKIE, '', { ...options, maxAge: 0, expires: new Date(0) });
}
