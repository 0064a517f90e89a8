/**
 * Reconnection policy of the subscription WebSocket (spec sections 8 and 9): up to 5 retries,
 * exponential backoff from 1 s doubling per attempt plus 300-3000 ms of random jitter, and the
 * fatal close codes never retried.
 */
export const WS_RETRY_ATTEMPTS = 5;

/** graphql-transport-ws close codes (spec section 8). */
export const CloseCode = {
  InternalServerError: 4500,
  InternalClientError: 4005,
  BadRequest: 4400,
  BadResponse: 4004,
  Unauthorized: 4401,
  Forbidden: 4403,
  SubprotocolNotAcceptable: 4406,
  ConnectionInitialisationTimeout: 4408,
  ConnectionAcknowledgementTimeout: 4504,
  SubscriberAlreadyExists: 4409,
  TooManyInitialisationRequests: 4429,
} as const;

/**
 * Fatal closes: retrying cannot help. Forbidden and the two timeouts are retried (access may be
 * granted, a timeout may not recur), as graphql-ws does.
 */
export const FATAL_CLOSE_CODES: ReadonlySet<number> = new Set([
  CloseCode.InternalServerError,
  CloseCode.InternalClientError,
  CloseCode.BadRequest,
  CloseCode.BadResponse,
  CloseCode.Unauthorized,
  CloseCode.SubprotocolNotAcceptable,
  CloseCode.SubscriberAlreadyExists,
  CloseCode.TooManyInitialisationRequests,
]);

function closeCode(errOrCloseEvent: unknown): number | null {
  if (typeof errOrCloseEvent === 'object' && errOrCloseEvent !== null && 'code' in errOrCloseEvent) {
    const code = errOrCloseEvent.code;
    return typeof code === 'number' ? code : null;
  }
  return null;
}

export function shouldRetry(errOrCloseEvent: unknown): boolean {
  const code = closeCode(errOrCloseEvent);
  return code === null || !FATAL_CLOSE_CODES.has(code);
}

/** Milliseconds to wait before retry number `retries` (0-based); `random` is in [0, 1). */
export function retryDelay(retries: number, random: number = Math.random()): number {
  const backoff = 1000 * 2 ** retries;
  const jitter = 300 + Math.floor(random * (3000 - 300));
  return backoff + jitter;
}
