import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { waitFor } from '../testing/events.ts';
import { createPresence } from './presence.ts';

// Presence on both stores: memory, and real Redis (REDIS_URL, else 127.0.0.1:6379) shared by two replicas.
const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

describe.each<[string, string | undefined]>([
  ['in memory', undefined],
  ['Redis', REDIS_URL],
])('presence %s', (_name, redisUrl) => {
  it('lists who is present until they leave, each once, across replicas', async () => {
    const one = createPresence(redisUrl);
    const two = redisUrl ? createPresence(redisUrl) : one;
    const where = `test.${randomUUID()}`;
    try {
      const ruth = await one.enter(where, 'ruth');
      const ruthAgain = await two.enter(where, 'ruth');
      const naomi = await one.enter(where, 'naomi');
      expect((await two.present(where)).sort()).toEqual(['naomi', 'ruth']);
      await ruth.leave();
      await naomi.leave();
      // Still there in her other tab.
      expect(await one.present(where)).toEqual(['ruth']);
      await ruthAgain.leave();
      expect(await two.present(where)).toEqual([]);
    } finally {
      await one.close();
      if (two !== one) await two.close();
    }
  });
});

describe('presence on Redis', () => {
  it('forgets the entries of a replica that died (no leave, no refresh)', async () => {
    const gone = createPresence(REDIS_URL, { ttlMs: 300 });
    const where = `test.${randomUUID()}`;
    await gone.enter(where, 'orpah');
    await gone.close();
    const reader = createPresence(REDIS_URL);
    try {
      expect(await reader.present(where)).toEqual(['orpah']);
      await waitFor(async () => (await reader.present(where)).length === 0, 3_000, 'the entry to expire');
    } finally {
      await reader.close();
    }
  });
});
