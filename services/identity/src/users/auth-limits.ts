import { RateLimit, type RateLimitStore, type Viewer } from '@koinonia/kit';

/**
 * Where a request comes from, for limits counted per source: the client's address, which the
 * gateway signs into every viewer token. Null only without a client (tests, internal calls).
 */
export const sourceOf = (viewer: Viewer): string | null => viewer.clientAddress ?? null;

/**
 * A limit counted per (address, source) and per source, never per address alone (OWASP's
 * authentication cheat sheet): whoever exhausts an address's count from their own source is refused
 * there, while the address's owner, elsewhere, keeps theirs. A source with no known address is
 * counted per address only.
 */
export class PerSourceLimit {
  readonly #pair: RateLimit;
  readonly #source: RateLimit;

  constructor(pair: RateLimit, source: RateLimit) {
    this.#pair = pair;
    this.#source = source;
  }

  /** Counts one action; RATE_LIMITED when the pair or the source has used up its window. */
  async consume(email: string, source: string | null): Promise<void> {
    await this.#pair.consume(pairKey(email, source));
    if (source) await this.#source.consume(source);
  }

  /** RATE_LIMITED when the pair or the source has used up its window, counting nothing. */
  async check(email: string, source: string | null): Promise<void> {
    await this.#pair.check(pairKey(email, source));
    if (source) await this.#source.check(source);
  }

  async reset(email: string, source: string | null): Promise<void> {
    await this.#pair.reset(pairKey(email, source));
  }
}

const pairKey = (email: string, source: string | null): string => `${email}|${source ?? ''}`;

/** Failed log-ins on one address from every source: not refused, but held back (see `slowDownMs`). */
const FAILURES_BEFORE_SLOW_DOWN = 10;
const FIRST_SLOW_DOWN_MS = 200;

/**
 * How long a sign-in attempt on an address waits, given the address's failed log-ins in the window
 * from every source: nothing up to 10 (what one source may try), then 200 ms doubling with each
 * failure, up to `maxMs`. Many sources guessing one password wait longer and longer, and so does
 * the owner, but only for seconds: the address is never locked.
 */
export const slowDownMs = (failures: number, maxMs: number): number =>
  failures <= FAILURES_BEFORE_SLOW_DOWN ? 0 : Math.min(maxMs, FIRST_SLOW_DOWN_MS * 2 ** (failures - FAILURES_BEFORE_SLOW_DOWN - 1));

/** Guessing passwords, limited per source; an address attacked from many sources is slowed down, never locked. */
export class SignInThrottle {
  readonly #failures: PerSourceLimit;
  readonly #onAddress: RateLimit;
  readonly #maxDelayMs: number;
  readonly #pause: (ms: number) => Promise<void>;

  constructor(store: RateLimitStore, maxDelayMs: number, pause: (ms: number) => Promise<void>) {
    this.#failures = new PerSourceLimit(
      new RateLimit(store, { name: 'identity:login-failures:pair', points: 10, windowSeconds: 15 * 60, message: 'Too many failed sign-in attempts for this account from your network.' }),
      new RateLimit(store, { name: 'identity:login-failures:source', points: 100, windowSeconds: 60 * 60, message: 'Too many failed sign-in attempts from your network.' }),
    );
    // Counts only: its window holds far more than the pair and source limits let through.
    this.#onAddress = new RateLimit(store, { name: 'identity:login-failures:address', points: 1_000_000, windowSeconds: 15 * 60, message: '' });
    this.#maxDelayMs = maxDelayMs;
    this.#pause = pause;
  }

  /** Before the password is checked: refuses a source that failed too often, then waits out the address's slow-down. */
  async beforeAttempt(email: string, source: string | null): Promise<void> {
    await this.#failures.check(email, source);
    const delay = slowDownMs(await this.#onAddress.used(email), this.#maxDelayMs);
    if (delay > 0) await this.#pause(delay);
  }

  async failed(email: string, source: string | null): Promise<void> {
    await this.#onAddress.consume(email);
    await this.#failures.consume(email, source);
  }

  /** A successful log-in clears its source's count on the address; the address's own count runs out with its window. */
  async succeeded(email: string, source: string | null): Promise<void> {
    await this.#failures.reset(email, source);
  }
}

/** Limits that keep sign-in and e-mail requests from being abused. */
export interface AuthLimits {
  readonly signIn: SignInThrottle;
  /** Mail bombing: verification, reset and sign-up e-mails requested for an address, per source. */
  readonly emailRequests: PerSourceLimit;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function createAuthLimits(
  store: RateLimitStore,
  options: { signInMaxDelayMs: number; emailRequestsPerSourcePerHour: number; pause?: (ms: number) => Promise<void> },
): AuthLimits {
  return {
    signIn: new SignInThrottle(store, options.signInMaxDelayMs, options.pause ?? sleep),
    emailRequests: new PerSourceLimit(
      new RateLimit(store, { name: 'identity:email-requests:pair', points: 5, windowSeconds: 60 * 60, message: 'Too many e-mails were requested for this address.' }),
      // A church's sign-up evening on one network stays well below the default (50).
      new RateLimit(store, { name: 'identity:email-requests:source', points: options.emailRequestsPerSourcePerHour, windowSeconds: 60 * 60, message: 'Too many e-mails were requested from your network.' }),
    ),
  };
}
