import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitStore } from '@koinonia/kit';

export interface RequestLimitsConfig {
  /** Requests (and WebSocket connections) per client address per minute; 0 turns the limit off. */
  readonly perAddressPerMinute: number;
  /** Requests (and subscriptions) per session per minute; 0 turns the limit off. */
  readonly perSessionPerMinute: number;
}

/** Why a request was refused and when to try again. */
export interface RateLimited {
  readonly scope: 'address' | 'session';
  readonly retryAfterSeconds: number;
  readonly message: string;
}

const WINDOW_SECONDS = 60;

/**
 * Requests per client address and per session, counted in Redis when the store has it (shared by
 * every gateway replica) and in memory otherwise. Redis being unreachable must not stop the API,
 * so each Redis limiter falls back to an in-memory one (rate-limiter-flexible's insurance limiter).
 */
export class RequestLimits {
  readonly #byAddress: RateLimiterAbstract | null;
  readonly #bySession: RateLimiterAbstract | null;

  constructor(store: RateLimitStore, config: RequestLimitsConfig) {
    const limiter = (name: string, points: number): RateLimiterAbstract | null => {
      if (points <= 0) return null;
      const options = { keyPrefix: `koinonia:gateway:${name}`, points, duration: WINDOW_SECONDS };
      return store.redis
        ? new RateLimiterRedis({ ...options, storeClient: store.redis, insuranceLimiter: new RateLimiterMemory(options) })
        : new RateLimiterMemory(options);
    };
    this.#byAddress = limiter('address', config.perAddressPerMinute);
    this.#bySession = limiter('session', config.perSessionPerMinute);
  }

  /** Counts one request; says why not when the address or the session has used up its minute. */
  async consume(address: string, sessionKey: string | undefined): Promise<RateLimited | null> {
    return (
      (await this.#consume(this.#byAddress, address, 'address')) ??
      (sessionKey ? await this.#consume(this.#bySession, sessionKey, 'session') : null)
    );
  }

  async #consume(limiter: RateLimiterAbstract | null, key: string, scope: RateLimited['scope']): Promise<RateLimited | null> {
    if (!limiter) return null;
    try {
      await limiter.consume(key);
      return null;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const retryAfterSeconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      const who = scope === 'address' ? 'from your network' : 'for your session';
      return {
        scope,
        retryAfterSeconds,
        message: `Too many requests ${who}. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
      };
    }
  }
}
