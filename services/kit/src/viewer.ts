import { SignJWT, jwtVerify } from 'jose';
import { unauthenticated } from './errors.ts';

/** Who is making a request, as verified by the gateway. */
export interface Viewer {
  readonly userId: string | null;
  readonly roles: readonly string[];
  readonly sessionId: string | null;
  /** The admin who switched into this user, when impersonating. */
  readonly impersonatorId: string | null;
  /**
   * The client's network address as the gateway found it (see its `clientAddress`), for limits
   * counted per source (identity's sign-in); absent where no client is behind the request.
   */
  readonly clientAddress?: string | null;
}

/** A viewer who is signed in: `userId` is known. */
export type SignedInViewer = Viewer & { readonly userId: string };

export const anonymousViewer: Viewer = Object.freeze({
  userId: null,
  roles: [],
  sessionId: null,
  impersonatorId: null,
});

/** The header the gateway puts its signed viewer token in; subgraphs refuse requests without it. */
export const VIEWER_HEADER = 'x-koinonia-viewer';
const ISSUER = 'koinonia-gateway';
const AUDIENCE = 'koinonia-subgraphs';
const TOKEN_TTL_SECONDS = 60;

const keyOf = (secret: string): Uint8Array => new TextEncoder().encode(secret);

export async function signViewerToken(viewer: Viewer, secret: string): Promise<string> {
  return new SignJWT({ roles: [...viewer.roles], sid: viewer.sessionId, imp: viewer.impersonatorId, ip: viewer.clientAddress ?? null })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(viewer.userId ?? 'anonymous')
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
    .sign(keyOf(secret));
}

export class InvalidViewerTokenError extends Error {
  override readonly name = 'InvalidViewerTokenError';
}

/** Verifies a viewer token; throws InvalidViewerTokenError for a missing, forged or expired token. */
export async function verifyViewerToken(token: string | undefined | null, secret: string): Promise<Viewer> {
  if (!token) throw new InvalidViewerTokenError('missing viewer token');
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const roles = Array.isArray(payload['roles']) ? payload['roles'].filter((r) => typeof r === 'string') : [];
    const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
    return {
      userId: payload.sub && payload.sub !== 'anonymous' ? payload.sub : null,
      roles,
      sessionId: str(payload['sid']),
      impersonatorId: str(payload['imp']),
      clientAddress: str(payload['ip']),
    };
  } catch (error) {
    throw new InvalidViewerTokenError(`invalid viewer token: ${(error as Error).message}`);
  }
}

/** The signed-in user's id, or UNAUTHENTICATED. */
export function requireUser(viewer: Viewer): string {
  if (!viewer.userId) throw unauthenticated();
  return viewer.userId;
}
