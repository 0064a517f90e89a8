import { describe, expect, it } from '@jest/globals';
import { createRateLimitStore } from '@koinonia/kit';
import { SignInThrottle, slowDownMs } from './auth-limits.ts';

describe('the sign-in slow-down', () => {
  it('grows from 200 ms, doubling with each failure past 10, up to the most allowed', () => {
    expect([0, 10, 11, 12, 13, 14, 15, 30].map((failures) => slowDownMs(failures, 3_000))).toEqual([0, 0, 200, 400, 800, 1_600, 3_000, 3_000]);
    expect(slowDownMs(30, 0)).toBe(0);
  });

  it('holds back every attempt on an address failed at from many sources, and none on others', async () => {
    const waits: number[] = [];
    const throttle = new SignInThrottle(createRateLimitStore(undefined), 3_000, async (ms) => {
      waits.push(ms);
    });
    const email = `target-${Date.now()}@example.org`;
    for (let source = 1; source <= 13; source += 1) {
      await throttle.beforeAttempt(email, `198.51.100.${source}`);
      await throttle.failed(email, `198.51.100.${source}`);
    }
    expect(waits).toEqual([200, 400]);
    await throttle.beforeAttempt(email, '192.0.2.1');
    await throttle.beforeAttempt('someone-else@example.org', '192.0.2.1');
    expect(waits).toEqual([200, 400, 800]);
    // The owner's success does not lift the address's slow-down: the attackers have not stopped.
    await throttle.succeeded(email, '192.0.2.1');
    await throttle.beforeAttempt(email, '192.0.2.2');
    expect(waits).toEqual([200, 400, 800, 800]);
  });
});
