import { afterAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { DomainError } from './errors.ts';
import { RateLimit, createRateLimitStore, type RateLimitStore } from './rate-limit.ts';
import { describeWith } from './testing/infrastructure.ts';

const redisUrl = process.env['REDIS_URL'];

const stores: RateLimitStore[] = [];
afterAll(async () => {
  for (const store of stores) await store.close();
});

const behaviour = (label: string, makeStore: () => RateLimitStore) =>
  describe(label, () => {
    const rule = () => ({ name: `test:${randomUUID()}`, points: 3, windowSeconds: 60, message: 'Slow down.' });

    it('allows the points of a window, then refuses with RATE_LIMITED and when to try again', async () => {
      const store = makeStore();
      stores.push(store);
      const limit = new RateLimit(store, rule());
      for (let i = 0; i < 3; i += 1) await limit.consume('key');
      const refused = await limit.consume('key').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DomainError);
      expect(refused).toMatchObject({ code: 'RATE_LIMITED', message: 'Slow down. Try again in 1 minute.' });
      await expect(limit.check('key')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
      await expect(limit.check('other-key')).resolves.toBeUndefined();
      expect(await limit.used('key')).toBe(4);
      expect(await limit.used('other-key')).toBe(0);
      await limit.reset('key');
      await expect(limit.consume('key')).resolves.toBeUndefined();
      expect(await limit.used('key')).toBe(1);
    });

    it('counts several points at once and says in how many seconds to try again', async () => {
      const store = makeStore();
      stores.push(store);
      const limit = new RateLimit(store, rule());
      await limit.consume('key', 2);
      const refused = await limit.consume('key', 2).catch((error: unknown) => error);
      expect(refused).toMatchObject({ code: 'RATE_LIMITED' });
      const seconds = (refused as { retryAfterSeconds: number }).retryAfterSeconds;
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
    });
  });

behaviour('in-memory store', () => createRateLimitStore(undefined));

describeWith('redis', 'rate-limit.test.ts')('Redis store', () => {
  it('shares counts between instances, as replicas do', async () => {
    const a = createRateLimitStore(redisUrl);
    const b = createRateLimitStore(redisUrl);
    stores.push(a, b);
    const rule = { name: `test:${randomUUID()}`, points: 2, windowSeconds: 60, message: 'Slow down.' };
    await new RateLimit(a, rule).consume('k');
    await new RateLimit(b, rule).consume('k');
    await expect(new RateLimit(a, rule).consume('k')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(a.description).toMatch(/^Redis \(/);
  });
  behaviour('as the in-memory store', () => createRateLimitStore(redisUrl));
});
