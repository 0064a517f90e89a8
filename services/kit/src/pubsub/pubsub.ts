import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * Live messages between the replicas of a service (what subscriptions deliver): Redis pub/sub when
 * REDIS_URL is set, so a message published by one replica reaches subscribers connected to any
 * other, and memory otherwise (one process). At most once: a subscriber that is not connected at
 * the moment of publishing misses the message; durable events go through the outbox instead.
 */
export interface PubSub {
  readonly description: string;
  publish(channel: string, message: string): Promise<void>;
  /** Resolves once subscribed (a message published after that is delivered); `return()` unsubscribes. */
  subscribe(channel: string): Promise<AsyncIterableIterator<string>>;
  close(): Promise<void>;
}

/**
 * An iterator over a listener's messages that can be ended while it waits (an async generator
 * waiting for its next value cannot be returned until one arrives, which would keep its listener).
 */
function queueIterator(unlisten: () => void): { push: (message: string) => void; iterator: AsyncIterableIterator<string> } {
  const queued: string[] = [];
  const waiting: ((result: IteratorResult<string>) => void)[] = [];
  let done = false;
  const end = (): Promise<IteratorResult<string>> => {
    if (!done) {
      done = true;
      unlisten();
      for (const resolve of waiting.splice(0)) resolve({ done: true, value: undefined });
    }
    return Promise.resolve({ done: true, value: undefined });
  };
  const iterator: AsyncIterableIterator<string> = {
    next: () => {
      if (queued.length) return Promise.resolve({ done: false, value: queued.shift()! });
      if (done) return Promise.resolve({ done: true, value: undefined });
      return new Promise((resolve) => waiting.push(resolve));
    },
    return: end,
    [Symbol.asyncIterator]: () => iterator,
  };
  return {
    push: (message) => {
      if (done) return;
      const resolve = waiting.shift();
      if (resolve) resolve({ done: false, value: message });
      else queued.push(message);
    },
    iterator,
  };
}

/** Local listeners by channel; `onFirst`/`onLast` tell the transport when a channel gains or loses its last listener. */
function localChannels(hooks: { onFirst?: (channel: string) => Promise<void>; onLast?: (channel: string) => void } = {}) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  // A channel's transport subscription, which every listener awaits (the second one too, while it is under way).
  const ready = new Map<string, Promise<void>>();
  return {
    emit: (channel: string, message: string) => emitter.emit(channel, message),
    async listen(channel: string): Promise<AsyncIterableIterator<string>> {
      if (emitter.listenerCount(channel) === 0) ready.set(channel, hooks.onFirst?.(channel) ?? Promise.resolve());
      const { push, iterator } = queueIterator(() => {
        emitter.off(channel, push);
        if (emitter.listenerCount(channel) > 0) return;
        ready.delete(channel);
        hooks.onLast?.(channel);
      });
      emitter.on(channel, push);
      try {
        await ready.get(channel);
      } catch (error) {
        await iterator.return?.();
        throw error;
      }
      return iterator;
    },
  };
}

export function createInMemoryPubSub(): PubSub {
  const channels = localChannels();
  return {
    description: 'in memory',
    publish: async (channel, message) => {
      channels.emit(channel, message);
    },
    subscribe: (channel) => channels.listen(channel),
    close: async () => {},
  };
}

/** Redis pub/sub: one connection publishes, one subscribes to the channels this process listens to. */
export function createRedisPubSub(redisUrl: string, logger?: Logger): PubSub {
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  for (const client of [publisher, subscriber]) client.on('error', (error) => logger?.warn({ err: error }, 'pub/sub Redis error'));
  const channels = localChannels({
    onFirst: async (channel) => {
      await subscriber.subscribe(channel);
    },
    onLast: (channel) => {
      void subscriber.unsubscribe(channel).catch((error: unknown) => logger?.warn({ err: error, channel }, 'pub/sub unsubscribe failed'));
    },
  });
  subscriber.on('message', (channel: string, message: string) => channels.emit(channel, message));
  return {
    description: `Redis (${new URL(redisUrl).host})`,
    publish: async (channel, message) => {
      await publisher.publish(channel, message);
    },
    subscribe: (channel) => channels.listen(channel),
    close: async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

/** Redis when `redisUrl` is given, memory otherwise. */
export const createPubSub = (redisUrl: string | undefined, logger?: Logger): PubSub =>
  redisUrl ? createRedisPubSub(redisUrl, logger) : createInMemoryPubSub();
