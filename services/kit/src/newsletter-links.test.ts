import { describe, expect, it } from '@jest/globals';
import { newsletterUnsubscribeToken, readNewsletterUnsubscribeToken } from './newsletter-links.ts';

describe('newsletter unsubscribe tokens', () => {
  const secret = 'a-secret-of-at-least-some-length';

  it('reads back the lower-cased address it was made for', () => {
    const token = newsletterUnsubscribeToken(' Pastor@Example.org ', secret);
    expect(readNewsletterUnsubscribeToken(token, secret)).toBe('pastor@example.org');
  });

  it('refuses a token signed with another secret, a changed address or a malformed token', () => {
    const token = newsletterUnsubscribeToken('pastor@example.org', secret);
    expect(readNewsletterUnsubscribeToken(token, 'another-secret')).toBeNull();
    const [, signature] = token.split('.');
    const forged = `${Buffer.from('someone@example.org').toString('base64url')}.${signature}`;
    expect(readNewsletterUnsubscribeToken(forged, secret)).toBeNull();
    expect(readNewsletterUnsubscribeToken('nonsense', secret)).toBeNull();
    expect(readNewsletterUnsubscribeToken(`${token}.extra`, secret)).toBeNull();
  });
});
