import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens of the links an e-mail carries for its recipient to act on their own address without
 * signing in: unsubscribe from the newsletter, stop invitations. The service that makes the e-mail
 * (notify) and the one that acts on the link (content, notify) both compute the signature from the
 * shared INTERNAL_SECRET, so no row is needed: `base64url(email).base64url(HMAC-SHA256(secret,
 * purpose:email))`, with the address lower-cased. The purpose is signed, so a token made for one
 * cannot be used for another. They do not expire: such a link must keep working in an old e-mail.
 */
export const AddressLinkPurpose = {
  NEWSLETTER_UNSUBSCRIBE: 'newsletter-unsubscribe',
  STOP_INVITATIONS: 'stop-invitations',
} as const;
export type AddressLinkPurpose = (typeof AddressLinkPurpose)[keyof typeof AddressLinkPurpose];

const signatureOf = (purpose: AddressLinkPurpose, email: string, secret: string): Buffer =>
  createHmac('sha256', secret).update(`${purpose}:${email}`).digest();

export function addressLinkToken(purpose: AddressLinkPurpose, email: string, secret: string): string {
  const address = email.trim().toLowerCase();
  return `${Buffer.from(address).toString('base64url')}.${signatureOf(purpose, address, secret).toString('base64url')}`;
}

/** The address a token was made for, or null when it is malformed, for another purpose or not signed with `secret`. */
export function readAddressLinkToken(purpose: AddressLinkPurpose, token: string, secret: string): string | null {
  const [encodedEmail, encodedSignature, ...rest] = token.split('.');
  if (!encodedEmail || !encodedSignature || rest.length > 0) return null;
  const email = Buffer.from(encodedEmail, 'base64url').toString();
  const given = Buffer.from(encodedSignature, 'base64url');
  const expected = signatureOf(purpose, email, secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? email : null;
}

/** The newsletter's unsubscribe token (notify makes it per recipient, content reads it). */
export const newsletterUnsubscribeToken = (email: string, secret: string): string =>
  addressLinkToken(AddressLinkPurpose.NEWSLETTER_UNSUBSCRIBE, email, secret);

export const readNewsletterUnsubscribeToken = (token: string, secret: string): string | null =>
  readAddressLinkToken(AddressLinkPurpose.NEWSLETTER_UNSUBSCRIBE, token, secret);
