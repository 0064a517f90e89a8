import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * Who is present where right now, across replicas (Redis sorted sets when REDIS_URL is set, memory
 * otherwise): e.g. who has a chat open. An entry lives while its holder keeps it (refreshed every
 * `ttlMs / 3`) and expires `ttlMs` after a replica that held it died.
 */
export interface Presence {
  /** Marks `who` present at `where` until `leave()`. */
  enter(where: string, who: string): Promise<{ leave(): Promise<void> }>;
  /** Everyone present at `where`, each once. */
  present(where: string): Promise<string[]>;
  close(): Promise<void>;
}

interface Entry {
  readonly where: string;
  readonly member: string;
}

// A member is `who` and an entry id: the same person present twice (two tabs, two replicas) stays
// present until both leave.
const memberOf = (who: string): string => `${who}|${randomUUID()}`;
const whoOf = (member: string): string => member.slice(0, member.lastIndexOf('|'));

export function createPresence(redisUrl: string | undefined, options: { ttlMs?: number; logger?: Logger } = {}): Presence {
  const ttlMs = options.ttlMs ?? 60_000;
  const entries = new Set<Entry>();
  const store = redisUrl ? redisStore(redisUrl, options.logger) : memoryStore();
  const refresh = setInterval(() => {
    const until = Date.now() + ttlMs;
    for (const entry of entries) void store.add(entry, until).catch((error: unknown) => options.logger?.warn({ err: error }, 'presence refresh failed'));
  }, ttlMs / 3);
  refresh.unref();
  return {
    async enter(where, who) {
      const entry = { where, member: memberOf(who) };
      entries.add(entry);
      await store.add(entry, Date.now() + ttlMs);
      return {
        leave: async () => {
          entries.delete(entry);
          await store.remove(entry);
        },
      };
    },
    present: async (where) => [...new Set((await store.live(where, Date.now())).map(whoOf))],
    close: async () => {
      clearInterval(refresh);
      entries.clear();
      await store.close();
    },
  };
}

interface Store {
  add(entry: Entry, until: number): Promise<void>;
  remove(entry: Entry): Promise<void>;
  live(where: string, now: number): Promise<string[]>;
  close(): Promise<void>;
}

function memoryStore(): Store {
  const byPlace = new Map<string, Map<string, number>>();
  return {
    add: async ({ where, member }, until) => {
      byPlace.set(where, (byPlace.get(where) ?? new Map<string, number>()).set(member, until));
    },
    remove: async ({ where, member }) => {
      byPlace.get(where)?.delete(member);
    },
    live: async (where, now) => [...(byPlace.get(where) ?? new Map<string, number>())].filter(([, until]) => until > now).map(([member]) => member),
    close: async () => {},
  };
}

function redisStore(redisUrl: string, logger?: Logger): Store {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  redis.on('error', (error) => logger?.warn({ err: error }, 'presence Redis error'));
  const keyOf = (where: string): string => `koinonia.presence.${where}`;
  return {
    add: async ({ where, member }, until) => {
      // Entries of replicas that died expire by their score; the key itself when no one refreshes it.
      await redis.multi().zadd(keyOf(where), until, member).zremrangebyscore(keyOf(where), '-inf', Date.now()).pexpireat(keyOf(where), until).exec();
    },
    remove: async ({ where, member }) => {
      await redis.zrem(keyOf(where), member);
    },
    live: (where, now) => redis.zrangebyscore(keyOf(where), `(${now}`, '+inf'),
    close: async () => {
      await redis.quit().catch(() => undefined);
    },
  };
}
