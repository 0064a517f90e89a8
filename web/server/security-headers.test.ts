import { describe, expect, it } from '@jest/globals';
import type { IncomingMessage } from 'node:http';
import { normalizeRuntimeConfig } from '../src/app/runtime-config.ts';
import { PERMISSIONS_POLICY, SECURITY_HEADERS, isLocalRequest, isLoopbackAddress, newNonce, pageContentSecurityPolicy } from './security-headers.ts';
import { isDevPath } from './web-server.ts';

const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));

describe("the pages' Content-Security-Policy", () => {
  const config = normalizeRuntimeConfig({ apiUrl: 'https://api.koinonia.example/graphql', publicUrl: 'https://koinonia.example' });

  it('runs this origin and the nonce only, and lets the API, its socket and the media through', () => {
    const policy = directives(pageContentSecurityPolicy('abc123', { config, mediaUrl: 'https://cdn.koinonia.example/media', uploadOrigins: ['https://bucket.s3.example'] }));
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc123'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://api.koinonia.example', 'wss://api.koinonia.example', 'https://cdn.koinonia.example', 'https://bucket.s3.example']),
    );
    expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://cdn.koinonia.example']));
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
  });

  it('names a local http API and its ws socket, and analytics hosts only when configured', () => {
    const local = directives(pageContentSecurityPolicy('n', { config: normalizeRuntimeConfig({ apiUrl: 'http://localhost:4000/graphql' }) }));
    expect(local['connect-src']).toEqual(expect.arrayContaining(['http://localhost:4000', 'ws://localhost:4000']));
    expect(local['script-src']).toEqual(["'self'", "'nonce-n'"]);
    const withAnalytics = directives(
      pageContentSecurityPolicy('n', { config: normalizeRuntimeConfig({ webAnalyticsId: 'G-1', posthogKey: 'phc_x', posthogHost: 'https://eu.i.posthog.com' }) }),
    );
    expect(withAnalytics['script-src']).toEqual(expect.arrayContaining(['https://www.googletagmanager.com', 'https://eu.i.posthog.com']));
  });

  it('uses a new nonce every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    expect([...nonces][0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('the other security headers', () => {
  it('send the referrer as an origin across sites, forbid framing, and turn off what the app does not use but the camera', () => {
    expect(SECURITY_HEADERS['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(SECURITY_HEADERS['x-frame-options']).toBe('DENY');
    expect(PERMISSIONS_POLICY).toContain('camera=(self)');
    for (const feature of ['microphone', 'geolocation', 'payment', 'usb']) expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
  });
});

describe('the dev mailbox page', () => {
  const request = (peer: string | undefined, headers: Record<string, string> = {}) => ({ socket: { remoteAddress: peer }, headers }) as unknown as IncomingMessage;

  it('is answered to loopback peers only, never on a header', () => {
    for (const peer of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(peer)).toBe(true);
    for (const peer of ['10.1.2.3', '::ffff:192.168.0.4', 'fe80::1', '203.0.113.7', undefined]) expect(isLoopbackAddress(peer)).toBe(false);
    expect(isLocalRequest(request('::ffff:127.0.0.1'))).toBe(true);
    expect(isLocalRequest(request('203.0.113.7', { 'x-forwarded-for': '127.0.0.1' }))).toBe(false);
    expect(isLocalRequest(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }))).toBe(false);
  });

  it('is found however its address is spelled', () => {
    for (const path of ['/dev/mailbox', '/dev/mailbox/', '/DEV/Mailbox?to=a', '/dev/%6Dailbox', '//dev//mailbox', '/dev', '/dev%2Fmailbox']) expect([path, isDevPath(path)]).toEqual([path, true]);
    for (const path of ['/', '/developers', '/devotions/dev', '/u/dev']) expect([path, isDevPath(path)]).toEqual([path, false]);
  });
});
