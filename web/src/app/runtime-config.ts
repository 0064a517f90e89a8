/**
 * Configuration the web server injects into index.html as `window.__KOINONIA_CONFIG__`, so one
 * build runs anywhere. This module is shared by the browser bundle and the web server (Node type
 * stripping), so it holds only erasable TypeScript and no DOM access at import time.
 */
export interface RuntimeConfig {
  /** The gateway's GraphQL endpoint, e.g. http://localhost:4000/graphql. */
  apiUrl: string;
  /** The WebSocket endpoint for subscriptions; derived from apiUrl when absent. */
  wsUrl: string;
  /** The public origin of this web app, e.g. http://localhost:3000 (canonical URLs, e-mail links). */
  publicUrl: string;
  /** Product analytics (PostHog) project key; analytics stay a no-op without it. */
  posthogKey: string | null;
  posthogHost: string | null;
  /** Web analytics (Google Analytics 4) measurement id; the script loads only when set. */
  webAnalyticsId: string | null;
  /**
   * Development mode (KOINONIA_DEV_MODE): the dev mailbox page and links to it exist. The mailbox
   * itself is answered only to requests from the server's own machine, whatever this says.
   */
  devMode: boolean;
}

export const RUNTIME_CONFIG_GLOBAL = '__KOINONIA_CONFIG__';

export const DEFAULT_API_URL = 'http://localhost:4000/graphql';
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

export function toWebSocketUrl(apiUrl: string): string {
  const url = new URL(apiUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** Origin of the API (the dev mailbox JSON route lives beside /graphql). */
export function apiOrigin(apiUrl: string): string {
  return new URL(apiUrl).origin;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Fills defaults and drops anything malformed; never throws on a bad injected value. */
export function normalizeRuntimeConfig(raw: unknown, fallbackOrigin?: string): RuntimeConfig {
  const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const apiUrl = text(input.apiUrl) ?? DEFAULT_API_URL;
  return {
    apiUrl,
    wsUrl: text(input.wsUrl) ?? toWebSocketUrl(apiUrl),
    publicUrl: (text(input.publicUrl) ?? fallbackOrigin ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, ''),
    posthogKey: text(input.posthogKey),
    posthogHost: text(input.posthogHost),
    webAnalyticsId: text(input.webAnalyticsId),
    devMode: input.devMode === true,
  };
}

/** A `<script>` body that is safe to inline in HTML (no `</script>` break-out). */
export function serializeRuntimeConfig(config: RuntimeConfig): string {
  const json = JSON.stringify(config)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `window.${RUNTIME_CONFIG_GLOBAL}=${json};`;
}

let cached: RuntimeConfig | null = null;

/** The browser's runtime configuration (read once). */
export function getRuntimeConfig(): RuntimeConfig {
  if (cached === null) {
    const globalObject = globalThis as unknown as Record<string, unknown>;
    const origin = typeof location === 'undefined' ? undefined : location.origin;
    cached = normalizeRuntimeConfig(globalObject[RUNTIME_CONFIG_GLOBAL], origin);
  }
  return cached;
}
