import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { createInMemoryPubSub, createRedisPubSub, type PubSub } from './pubsub.ts';

// The pub/sub port on both adapters: memory, and real Redis (REDIS_URL, else 127.0.0.1:6379).
const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

describe.each<[string, () => PubSub[]]>([
  ['in memory', () => {
    const one = createInMemoryPubSub();
    return [one, one];
  }],
  // Two instances, as two replicas: what one publishes, the other's subscribers receive.
  ['Redis', () => [createRedisPubSub(REDIS_URL), createRedisPubSub(REDIS_URL)]],
])('pub/sub %s', (_name, create) => {
  it('delivers to every subscriber of a channel, in order, and nothing of other channels', async () => {
    const [publisher, subscriber] = create();
    const channel = `test.${randomUUID()}`;
    try {
      const [a, b] = await Promise.all([subscriber!.subscribe(channel), subscriber!.subscribe(channel)]);
      const other = await subscriber!.subscribe(`${channel}.other`);
      for (const message of ['one', 'two']) await publisher!.publish(channel, message);
      expect([(await a.next()).value, (await a.next()).value]).toEqual(['one', 'two']);
      expect([(await b.next()).value, (await b.next()).value]).toEqual(['one', 'two']);
      // Ending a waiting subscription resolves its pending read at once.
      const pending = other.next();
      await other.return?.();
      expect(await pending).toEqual({ done: true, value: undefined });
      await a.return?.();
      await publisher!.publish(channel, 'three');
      expect((await b.next()).value).toBe('three');
      expect(await a.next()).toEqual({ done: true, value: undefined });
      await b.return?.();
    } finally {
      await Promise.all([publisher!.close(), subscriber!.close()]);
    }
  });
});
