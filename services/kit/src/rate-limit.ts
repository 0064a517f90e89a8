import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { DomainError } from './errors.ts';

/**
 * Where rate-limit counters live: Redis when REDIS_URL is set (shared by every replica), otherwise
 * this process's memory (the embedded default).
 */
export interface RateLimitStore {
  readonly description: string;
  readonly redis: Redis | null;
  close(): Promise<void>;
}

export function createRateLimitStore(redisUrl: string | undefined): RateLimitStore {
  if (!redisUrl) return { description: 'in-memory', redis: null, close: async () => {} };
  const redis = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    description: `Redis (${new URL(redisUrl).host})`,
    redis,
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export interface RateLimitRule {
  /** Names the counter, e.g. `identity:login-failures`. */
  readonly name: string;
  /** How many actions a key may take in the window. */
  readonly points: number;
  readonly windowSeconds: number;
  /** What the person is told, before "Try again in N minutes." */
  readonly message: string;
}

/** One rule (e.g. failed log-ins per e-mail address), counted per key. */
export class RateLimit {
  readonly #limiter: RateLimiterAbstract;
  readonly #rule: RateLimitRule;

  constructor(store: RateLimitStore, rule: RateLimitRule) {
    this.#rule = rule;
    const options = { keyPrefix: `koinonia:${rule.name}`, points: rule.points, duration: rule.windowSeconds };
    this.#limiter = store.redis ? new RateLimiterRedis({ ...options, storeClient: store.redis }) : new RateLimiterMemory(options);
  }

  /**
   * Counts `points` actions (one by default; adding 40 people at once is 40); RATE_LIMITED when they
   * go beyond what the key has left of its window. A refused attempt counts too.
   */
  async consume(key: string, points = 1): Promise<void> {
    try {
      await this.#limiter.consume(key, points);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw this.#limited(error);
      throw error;
    }
  }

  /** RATE_LIMITED when the key has used up its window, without counting anything. */
  async check(key: string): Promise<void> {
    const state = await this.#limiter.get(key);
    if (state && state.remainingPoints <= 0) throw this.#limited(state);
  }

  /** How many actions the key has taken in its current window (for a penalty that grows with them). */
  async used(key: string): Promise<number> {
    return (await this.#limiter.get(key))?.consumedPoints ?? 0;
  }

  async reset(key: string): Promise<void> {
    await this.#limiter.delete(key);
  }

  #limited(state: RateLimiterRes): DomainError {
    const minutes = Math.max(1, Math.ceil(state.msBeforeNext / 60_000));
    const message = `${this.#rule.message} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
    return new RateLimitedError(message, Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
  }
}

/** RATE_LIMITED with when to try again, sent as `extensions.retryAfterSeconds` (as the gateway's limits do). */
export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super('RATE_LIMITED', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
