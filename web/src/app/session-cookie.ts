/**
 * The session cookie the gateway sets (SESSION_COOKIE in services/kit/src/session-handoff.ts). The
 * web server only looks for it: a request without it is anonymous, so its page needs no session
 * lookup and, for public pages, may be cached. No imports: the web server loads this file as is.
 */
export const SESSION_COOKIE = 'koinonia_session';

/** `koinonia_session=<token>` from a Cookie header, or null: the only cookie forwarded to the API. */
export function sessionCookie(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.split('=');
    const token = value.join('=').trim();
    if (name?.trim() === SESSION_COOKIE && token !== '') return `${SESSION_COOKIE}=${token}`;
  }
  return null;
}
