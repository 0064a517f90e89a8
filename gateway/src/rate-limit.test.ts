import { afterAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createRateLimitStore } from '@koinonia/kit';
import { RequestLimits } from './rate-limit.ts';

const redisUrl = process.env['REDIS_URL'];
const redis = createRateLimitStore(redisUrl);
afterAll(() => redis.close());
if (!redisUrl) process.stderr.write('gateway/src/rate-limit.test.ts: the Redis test was skipped because REDIS_URL is unset.\n');

describe('request limits', () => {
  it('refuses an address over its minute, with the time to wait, and counts sessions apart', async () => {
    const limits = new RequestLimits(createRateLimitStore(undefined), { perAddressPerMinute: 3, perSessionPerMinute: 2 });
    expect(await limits.consume('10.0.0.1', 'session-a')).toBeNull();
    expect(await limits.consume('10.0.0.1', 'session-a')).toBeNull();
    const session = await limits.consume('10.0.0.1', 'session-a');
    expect(session).toMatchObject({ scope: 'session', message: expect.stringMatching(/^Too many requests for your session\. Try again in \d+ seconds?\.$/) });
    expect(session!.retryAfterSeconds).toBeGreaterThan(0);
    expect(session!.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await limits.consume('10.0.0.1', undefined)).toMatchObject({ scope: 'address' });
    expect(await limits.consume('10.0.0.2', 'session-b')).toBeNull();
  });

  it('turns a limit of 0 off', async () => {
    const limits = new RequestLimits(createRateLimitStore(undefined), { perAddressPerMinute: 0, perSessionPerMinute: 0 });
    for (let i = 0; i < 100; i++) expect(await limits.consume('10.0.0.3', 's')).toBeNull();
  });

  (redisUrl ? it : it.skip)('shares counts between gateways through Redis', async () => {
    const address = `test-${randomUUID()}`;
    const [a, b] = [0, 1].map(() => new RequestLimits(redis, { perAddressPerMinute: 3, perSessionPerMinute: 0 }));
    expect(await a!.consume(address, undefined)).toBeNull();
    expect(await b!.consume(address, undefined)).toBeNull();
    expect(await a!.consume(address, undefined)).toBeNull();
    expect(await b!.consume(address, undefined)).toMatchObject({ scope: 'address' });
  });
});
