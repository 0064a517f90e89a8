import { describe, expect, it } from '@jest/globals';
import type { IncomingMessage } from 'node:http';
import { clientAddress, needsPreflight } from './http.ts';

const request = (peer: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress: peer }, headers }) as unknown as IncomingMessage;

describe('the client address', () => {
  const proxies = new Set(['10.0.0.1', '10.0.0.2']);

  it('is the peer, whatever X-Forwarded-For a client writes', () => {
    expect(clientAddress(request('203.0.113.9', { 'x-forwarded-for': '198.51.100.1' }), proxies)).toBe('203.0.113.9');
    expect(clientAddress(request('::ffff:203.0.113.9'), proxies)).toBe('203.0.113.9');
  });

  it('is who a trusted proxy forwards for, reading only trusted proxies\' entries from the right', () => {
    expect(clientAddress(request('10.0.0.1', { 'x-forwarded-for': '198.51.100.1' }), proxies)).toBe('198.51.100.1');
    // The client forged 1.2.3.4; the load balancer (10.0.0.2) saw 198.51.100.1 and the web server (10.0.0.1) the balancer.
    expect(clientAddress(request('10.0.0.1', { 'x-forwarded-for': '1.2.3.4, 198.51.100.1, 10.0.0.2' }), proxies)).toBe('198.51.100.1');
    expect(clientAddress(request('10.0.0.1'), proxies)).toBe('10.0.0.1');
  });
});

describe('CSRF prevention', () => {
  it('refuses what a cross-site form could send, and lets JSON or a preflight header through', () => {
    expect(needsPreflight(request('x', { 'content-type': 'application/x-www-form-urlencoded' }))).toBe(true);
    expect(needsPreflight(request('x', { 'content-type': 'text/plain; charset=utf-8' }))).toBe(true);
    expect(needsPreflight(request('x'))).toBe(true);
    expect(needsPreflight(request('x', { 'content-type': 'application/json' }))).toBe(false);
    expect(needsPreflight(request('x', { 'apollo-require-preflight': 'true' }))).toBe(false);
  });
});
