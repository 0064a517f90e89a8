import { describe, expect, it } from '@jest/globals';
import { sendProgress } from './newsletter-labels.ts';

describe('sendProgress', () => {
  it('counts the recipients handled, sent or failed, of all of them', () => {
    expect(sendProgress({ recipients: 200, sent: 90, failed: 10, status: 'SENDING' })).toBe(50);
    expect(sendProgress({ recipients: 3, sent: 1, failed: 0, status: 'SENDING' })).toBe(33);
  });

  it('is 0 before the recipients are known and 100 once sent', () => {
    expect(sendProgress({ recipients: 0, sent: 0, failed: 0, status: 'QUEUED' })).toBe(0);
    expect(sendProgress({ recipients: 0, sent: 0, failed: 0, status: 'SENT' })).toBe(100);
  });
});
