import { createHmac } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

const ISSUER = 'koinonia-media';
const AUDIENCE = 'koinonia-media-upload';

// A key of its own, derived from the shared secret: an upload token can never pass for a viewer
// token (or the reverse), whatever either side checks.
const keyOf = (secret: string): Uint8Array => createHmac('sha256', secret).update('koinonia media upload token').digest();

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** The local adapter's upload credential: PUT at most `maxBytes` to `key` until `expiresAt` (HS256). */
export async function signUploadToken(
  secret: string,
  claims: { key: string; maxBytes: number; signedAt: Date; expiresAt: Date },
): Promise<string> {
  return new SignJWT({ max: claims.maxBytes })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(claims.key)
    .setIssuedAt(seconds(claims.signedAt))
    .setExpirationTime(seconds(claims.expiresAt))
    .sign(keyOf(secret));
}

export class InvalidUploadTokenError extends Error {
  override readonly name = 'InvalidUploadTokenError';
  readonly expired: boolean;

  constructor(message: string, expired: boolean) {
    super(message);
    this.expired = expired;
  }
}

/** The byte limit a token grants for `key`; InvalidUploadTokenError when forged, for another key, or expired. */
export async function verifyUploadToken(secret: string, token: string | null, key: string): Promise<{ maxBytes: number }> {
  if (!token) throw new InvalidUploadTokenError('missing upload token', false);
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      subject: key,
      algorithms: ['HS256'],
      clockTolerance: 0,
    });
    const max = payload['max'];
    if (typeof max !== 'number' || !Number.isInteger(max) || max < 0) throw new InvalidUploadTokenError('malformed upload token', false);
    return { maxBytes: max };
  } catch (error) {
    if (error instanceof InvalidUploadTokenError) throw error;
    if (error instanceof errors.JWTExpired) throw new InvalidUploadTokenError('upload token expired', true);
    throw new InvalidUploadTokenError(`invalid upload token: ${(error as Error).message}`, false);
  }
}
