import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import { readBody, sendJson, type Viewer } from '@koinonia/kit';
import { SessionResolver } from './sessions.ts';

// A stand-in for identity's session endpoint that counts the round trips the gateway makes.
const live = new Map<string, Viewer>();
let calls = 0;
let failing = false;
let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((body) => {
      calls += 1;
      if (failing) return sendJson(res, 500, {});
      sendJson(res, 200, { viewer: live.get((JSON.parse(body) as { token: string }).token) ?? null });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const viewer = (userId: string, sessionId: string): Viewer => ({ userId, sessionId, roles: [], impersonatorId: null });
const resolver = (ttlMs: number) => new SessionResolver({ identityOrigin: origin, internalSecret: 'x'.repeat(32), ttlMs });

describe('resolving sessions', () => {
  it('asks identity once per token while the answer is fresh, sharing a round trip between concurrent requests', async () => {
    live.set('t1', viewer('u1', 's1'));
    const sessions = resolver(60_000);
    calls = 0;
    const answers = await Promise.all([sessions.resolve('t1'), sessions.resolve('t1'), sessions.resolve('t1')]);
    expect(answers.map((v) => v.userId)).toEqual(['u1', 'u1', 'u1']);
    await sessions.resolve('t1');
    expect(calls).toBe(1);
    expect((await sessions.resolve(undefined)).userId).toBeNull();
    expect(calls).toBe(1);
  });

  it('asks again once the answer is older than the bound, or when told a session changed', async () => {
    live.set('t2', viewer('u2', 's2'));
    live.set('t3', viewer('u2', 's3'));
    const sessions = resolver(100);
    calls = 0;
    await sessions.resolve('t2');
    await new Promise((resolve) => setTimeout(resolve, 150));
    live.delete('t2'); // revoked elsewhere
    expect((await sessions.resolve('t2')).userId).toBeNull();
    expect(calls).toBe(2);

    const long = resolver(60_000);
    await long.resolve('t3');
    live.delete('t3');
    expect((await long.resolve('t3')).userId).toBe('u2'); // within the bound
    await long.forgetUser('u2');
    expect((await long.resolve('t3')).userId).toBeNull();
  });

  it('does not remember a failure, and asks every time with no cache', async () => {
    live.set('t4', viewer('u4', 's4'));
    const sessions = resolver(60_000);
    failing = true;
    await expect(sessions.resolve('t4')).rejects.toThrow(/status 500/);
    failing = false;
    expect((await sessions.resolve('t4')).userId).toBe('u4');

    const uncached = resolver(0);
    calls = 0;
    await uncached.resolve('t4');
    await uncached.resolve('t4');
    expect(calls).toBe(2);
  });
});
