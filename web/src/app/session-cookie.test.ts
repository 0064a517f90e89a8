import { describe, expect, it } from '@jest/globals';
import { SESSION_COOKIE as GATEWAY_SESSION_COOKIE } from '../../../services/kit/src/session-handoff.ts';
import { SESSION_COOKIE, sessionCookie } from './session-cookie.ts';

describe('session cookie', () => {
  it('is the cookie the gateway sets', () => {
    expect(SESSION_COOKIE).toBe(GATEWAY_SESSION_COOKIE);
  });

  it('picks the session cookie alone out of a Cookie header', () => {
    expect(sessionCookie('ph_id=abc; koinonia_session=tok=en; theme=dark')).toBe('koinonia_session=tok=en');
    expect(sessionCookie('koinonia_session=')).toBeNull();
    expect(sessionCookie('other_koinonia_session=x')).toBeNull();
    expect(sessionCookie(undefined)).toBeNull();
  });
});
