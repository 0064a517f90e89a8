import { signViewerToken, type SessionHandoff, type Viewer } from '@koinonia/kit';

/** What the gateway adds to every operation's context, over HTTP and over WebSocket alike. */
export interface GatewayContext {
  readonly viewer: Viewer;
  /** The viewer, signed for subgraphs; fresh for as long as the operation lives (a subscription may outlive one token). */
  viewerToken(): Promise<string>;
  readonly requestId: string;
  /** The client connection: one per HTTP request, one per WebSocket (`ws:` operations may share subgraph requests, see transport.ts). */
  readonly connectionId: string;
  /** Identity started or ended a session during this operation. */
  onSessionHandoff(handoff: SessionHandoff): void;
}

/** Who the viewer is, as a string: two operations with the same key act as the same person. */
export const viewerKey = (viewer: Viewer): string =>
  `${viewer.sessionId ?? ''}|${viewer.userId ?? ''}|${viewer.impersonatorId ?? ''}|${viewer.roles.join(',')}`;

/** Viewer tokens live 60 s (kit's viewer.ts); one is reused for half of that. */
const REUSE_MS = 30_000;
const MAX_CACHED = 10_000;

/**
 * Signs viewer tokens, reusing one per viewer for a while: a page of requests from one browser
 * signs once, and a long subscription never sends an expired token.
 */
export class ViewerTokens {
  readonly #secret: string;
  readonly #cache = new Map<string, { token: Promise<string>; signedAt: number }>();

  constructor(secret: string) {
    this.#secret = secret;
  }

  tokenFor(viewer: Viewer): Promise<string> {
    const key = `${viewerKey(viewer)}|${viewer.clientAddress ?? ''}`;
    const now = Date.now();
    const cached = this.#cache.get(key);
    if (cached && now - cached.signedAt < REUSE_MS) return cached.token;
    if (this.#cache.size >= MAX_CACHED) this.#cache.clear();
    const token = signViewerToken(viewer, this.#secret);
    this.#cache.set(key, { token, signedAt: now });
    token.catch(() => this.#cache.delete(key));
    return token;
  }
}
