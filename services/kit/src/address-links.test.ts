import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import {
  AddressLinkPurpose,
  addressLinkToken,
  newsletterUnsubscribeToken,
  readAddressLinkToken,
  readNewsletterUnsubscribeToken,
} from './address-links.ts';

describe('signed address links', () => {
  const secret = 'a-secret-of-at-least-some-length';

  it('reads back the lower-cased address it was made for', () => {
    const token = newsletterUnsubscribeToken(' Pastor@Example.org ', secret);
    expect(readNewsletterUnsubscribeToken(token, secret)).toBe('pastor@example.org');
    const stop = addressLinkToken(AddressLinkPurpose.STOP_INVITATIONS, 'Pastor@Example.org', secret);
    expect(readAddressLinkToken(AddressLinkPurpose.STOP_INVITATIONS, stop, secret)).toBe('pastor@example.org');
  });

  it('keeps the newsletter tokens of e-mails already sent working', () => {
    const signature = createHmac('sha256', secret).update('newsletter-unsubscribe:pastor@example.org').digest('base64url');
    const old = `${Buffer.from('pastor@example.org').toString('base64url')}.${signature}`;
    expect(readNewsletterUnsubscribeToken(old, secret)).toBe('pastor@example.org');
  });

  it('refuses a token signed with another secret, for another purpose, a changed address or a malformed token', () => {
    const token = newsletterUnsubscribeToken('pastor@example.org', secret);
    expect(readNewsletterUnsubscribeToken(token, 'another-secret')).toBeNull();
    expect(readAddressLinkToken(AddressLinkPurpose.STOP_INVITATIONS, token, secret)).toBeNull();
    const [, signature] = token.split('.');
    const forged = `${Buffer.from('someone@example.org').toString('base64url')}.${signature}`;
    expect(readNewsletterUnsubscribeToken(forged, secret)).toBeNull();
    expect(readNewsletterUnsubscribeToken('nonsense', secret)).toBeNull();
    expect(readNewsletterUnsubscribeToken(`${token}.extra`, secret)).toBeNull();
  });
});
