import { describe, expect, it } from '@jest/globals';
import { CloseCode, retryDelay, shouldRetry, WS_RETRY_ATTEMPTS } from './ws-retry.ts';

describe('WebSocket retry policy', () => {
  it('retries up to 5 times', () => {
    expect(WS_RETRY_ATTEMPTS).toBe(5);
  });

  it('backs off exponentially from 1 s with 300-3000 ms of jitter', () => {
    expect(retryDelay(0, 0)).toBe(1300);
    expect(retryDelay(0, 0.999999)).toBe(3999);
    expect(retryDelay(1, 0)).toBe(2300);
    expect(retryDelay(4, 0)).toBe(16_300);
  });

  it.each([
    CloseCode.InternalServerError,
    CloseCode.InternalClientError,
    CloseCode.BadRequest,
    CloseCode.BadResponse,
    CloseCode.Unauthorized,
    CloseCode.SubprotocolNotAcceptable,
    CloseCode.SubscriberAlreadyExists,
    CloseCode.TooManyInitialisationRequests,
  ])('does not retry fatal close code %i', (code) => {
    expect(shouldRetry({ code, reason: 'x' })).toBe(false);
  });

  it.each([
    CloseCode.Forbidden,
    CloseCode.ConnectionInitialisationTimeout,
    CloseCode.ConnectionAcknowledgementTimeout,
    1006,
  ])('retries close code %i', (code) => {
    expect(shouldRetry({ code })).toBe(true);
  });

  it('retries errors that are not close events', () => {
    expect(shouldRetry(new Error('socket error'))).toBe(true);
  });
});
