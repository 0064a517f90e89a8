import type { IncomingMessage } from 'node:http';
import type { RuntimeConfig } from '../src/app/runtime-config.ts';
import type { ClientAssets } from './client-assets.ts';
import { errorDocument } from './html.ts';

export interface RenderOptions {
  /** The visitor's request: its URL, and its Cookie header for the session. */
  request: Request;
  config: RuntimeConfig;
  /** The GraphQL endpoint the server itself calls (it may differ from the browser's). */
  apiUrl: string;
  assets: ClientAssets;
  /** How long a page waits for the API before it answers without it. */
  apiTimeoutMs: number;
  /** This response's Content-Security-Policy nonce, on every inline script the page carries. */
  nonce?: string;
}

/** The server entry (src/entry-server.tsx): built into dist/server, or loaded by Vite in development. */
export interface ServerEntry {
  render(options: RenderOptions): Promise<Response>;
}

export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface PageRendererOptions {
  entry: () => Promise<ServerEntry>;
  assets: () => Promise<ClientAssets>;
  config: RuntimeConfig;
  /** The GraphQL endpoint the server calls. */
  apiUrl: string;
  apiTimeoutMs: number;
  log: (message: string) => void;
}

/** The only request header a page depends on (the session); nothing else reaches the renderer. */
const FORWARDED = ['cookie'] as const;

/**
 * Renders pages with the server entry. It knows nothing of routes: the router picks the page, its
 * status and its Cache-Control. A render that throws is answered with a plain error page.
 */
export function createPageRenderer(options: PageRendererOptions) {
  const origin = new URL(options.config.publicUrl).origin;

  return async function renderPage(
    path: string,
    headers: IncomingMessage['headers'] = {},
    signal?: AbortSignal,
    nonce?: string,
  ): Promise<RenderedPage> {
    const forwarded = new Headers();
    for (const name of FORWARDED) {
      const value = headers[name];
      if (typeof value === 'string') forwarded.set(name, value);
    }
    try {
      const [entry, assets] = await Promise.all([options.entry(), options.assets()]);
      const request = new Request(new URL(`${origin}${path}`), { headers: forwarded, ...(signal ? { signal } : {}) });
      const response = await entry.render({
        request,
        config: options.config,
        apiUrl: options.apiUrl,
        assets,
        apiTimeoutMs: options.apiTimeoutMs,
        ...(nonce ? { nonce } : {}),
      });
      const body = await response.text();
      const pageHeaders = Object.fromEntries(response.headers);
      // Redirects come from the router without a Cache-Control: they depend on the session.
      pageHeaders['cache-control'] ??= 'private, no-store';
      pageHeaders['vary'] ??= 'Cookie';
      return { status: response.status, headers: pageHeaders, body };
    } catch (error) {
      if (signal?.aborted) throw error;
      options.log(`web: rendering ${path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return {
        status: 500,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
        body: errorDocument(),
      };
    }
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
