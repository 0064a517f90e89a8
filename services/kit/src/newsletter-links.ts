import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token in a newsletter's unsubscribe links. Content checks it and notify makes it for each
 * recipient, so it is a signature both can compute from the shared INTERNAL_SECRET rather than a row
 * in either database: `base64url(email).base64url(HMAC-SHA256(secret, email))`, with the address
 * lower-cased. It does not expire: an unsubscribe link must keep working in an old e-mail.
 */
const PURPOSE = 'newsletter-unsubscribe:';

const signatureOf = (email: string, secret: string): Buffer =>
  createHmac('sha256', secret).update(PURPOSE + email).digest();

export function newsletterUnsubscribeToken(email: string, secret: string): string {
  const address = email.trim().toLowerCase();
  return `${Buffer.from(address).toString('base64url')}.${signatureOf(address, secret).toString('base64url')}`;
}

/** The address a token was made for, or null when it is malformed or not signed with `secret`. */
export function readNewsletterUnsubscribeToken(token: string, secret: string): string | null {
  const [encodedEmail, encodedSignature, ...rest] = token.split('.');
  if (!encodedEmail || !encodedSignature || rest.length > 0) return null;
  const email = Buffer.from(encodedEmail, 'base64url').toString();
  const given = Buffer.from(encodedSignature, 'base64url');
  const expected = signatureOf(email, secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? email : null;
}
