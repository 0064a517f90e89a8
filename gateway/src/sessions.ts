import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import {
  INTERNAL_AUTH_HEADER,
  SESSION_COOKIE,
  anonymousViewer,
  type SessionHandoff,
  type Viewer,
} from '@koinonia/kit';

/** Turns the session cookie into a viewer by asking identity, which owns (and can revoke) sessions. */
export async function viewerFromCookie(
  cookieHeader: string | undefined,
  identityOrigin: string,
  internalSecret: string,
): Promise<Viewer> {
  const token = cookieHeader ? parseCookies(cookieHeader)[SESSION_COOKIE] : undefined;
  if (!token) return anonymousViewer;
  const response = await fetch(`${identityOrigin}/internal/sessions/resolve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTERNAL_AUTH_HEADER]: internalSecret },
    body: JSON.stringify({ token }),
    signal: AbortSignal.timeout(5_000),
  });
  if (!response.ok) throw new Error(`identity could not resolve the session (status ${response.status})`);
  const { viewer } = (await response.json()) as { viewer: Viewer | null };
  return viewer ?? anonymousViewer;
}

/** The Set-Cookie header for identity's hand-off: HttpOnly, SameSite=Lax, whole site. */
export function sessionCookie(handoff: SessionHandoff, secure: boolean): string {
  const options = { httpOnly: true, sameSite: 'lax', path: '/', secure } as const;
  return handoff.kind === 'set'
    ? serializeCookie(SESSION_COOKIE, handoff.token, { ...options, maxAge: handoff.maxAgeSeconds })
    : serializeCookie(SESSION_COOKIE, '', { ...options, maxAge: 0, expires: new Date(0) });
}

/** True when the request carries a session cookie that identity no longer knows (clear it). */
export const hasSessionCookie = (cookieHeader: string | undefined): boolean =>
  Boolean(cookieHeader && parseCookies(cookieHeader)[SESSION_COOKIE]);
