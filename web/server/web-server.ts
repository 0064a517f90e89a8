import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { normalizeRuntimeConfig, type RuntimeConfig } from '../src/app/runtime-config.ts';
import { NOT_FOUND_META, buildHead, headTags, matchRoutePath, routeMeta, type HeadOverrides } from '../src/routes/-route-meta.ts';
import { assertTemplate, renderPage, robotsTxt } from './html.ts';
import { lookupProfile, profileHeadOverrides } from './profile-head.ts';
import { cacheControl, chooseEncoding, createStaticFiles } from './static-files.ts';

export interface WebServerOptions {
  /** Port to listen on (0 picks a free one). */
  port: number;
  /** The gateway's GraphQL endpoint the browser talks to, e.g. http://localhost:4000/graphql. */
  apiUrl: string;
  /** This app's public origin, e.g. http://localhost:3000 (canonical and Open Graph URLs). */
  publicUrl: string;
  /** Interface to bind; all interfaces by default. */
  host?: string;
  /** The built app; web/dist by default. */
  distDir?: string;
  /** GraphQL endpoint the server itself uses for profile metadata, when it differs from apiUrl. */
  internalApiUrl?: string;
  wsUrl?: string;
  posthogKey?: string;
  posthogHost?: string;
  webAnalyticsId?: string;
  log?: (message: string) => void;
}

export interface WebServer {
  /** The URL the server listens on. */
  url: string;
  port: number;
  close(): Promise<void>;
}

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
} as const;

/**
 * Serves the built web app: hashed assets with a long cache, and for every page route index.html
 * with that route's `<head>` (title, description, robots, canonical, Open Graph, Twitter) written
 * on the server, plus /robots.txt. A public profile's head carries the member's name, fetched
 * from the API, so crawlers and link previews need no JavaScript.
 */
export async function createWebServer(options: WebServerOptions): Promise<WebServer> {
  const distDir = resolve(options.distDir ?? resolve(import.meta.dirname, '../dist'));
  const template = await readFile(resolve(distDir, 'index.html'), 'utf8').catch(() => {
    throw new Error(`${distDir}/index.html not found: build the web app first (npm run build -w web)`);
  });
  assertTemplate(template);

  const config: RuntimeConfig = normalizeRuntimeConfig({
    apiUrl: options.apiUrl,
    wsUrl: options.wsUrl,
    publicUrl: options.publicUrl,
    posthogKey: options.posthogKey,
    posthogHost: options.posthogHost,
    webAnalyticsId: options.webAnalyticsId,
  });
  const profileApiUrl = options.internalApiUrl ?? options.apiUrl;
  const readStatic = createStaticFiles(distDir);
  const log = options.log ?? (() => {});

  async function renderRoute(pathname: string): Promise<{ status: number; html: string }> {
    const match = matchRoutePath(pathname);
    if (!match) {
      return { status: 404, html: renderPage(template, headTags(buildHead(NOT_FOUND_META, config.publicUrl, pathname)), config) };
    }
    let status = 200;
    let overrides: HeadOverrides | undefined;
    if (match.path === '/u/$slug') {
      const lookup = await lookupProfile(profileApiUrl, match.params.slug ?? '');
      if (lookup.kind === 'found') overrides = profileHeadOverrides(lookup.profile);
      if (lookup.kind === 'missing') {
        status = 404;
        overrides = { title: NOT_FOUND_META.title, description: NOT_FOUND_META.description, robots: NOT_FOUND_META.robots };
      }
    }
    const head = buildHead(routeMeta[match.path], config.publicUrl, pathname, overrides);
    return { status, html: renderPage(template, headTags(head), config) };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      response.end('Method not allowed');
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    const pathname = url.pathname;
    const encoding = chooseEncoding(request.headers['accept-encoding']?.toString());
    const send = (status: number, headers: Record<string, string>, body: string | Buffer) => {
      response.writeHead(status, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    };

    if (pathname === '/robots.txt') {
      send(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' }, robotsTxt(config.publicUrl));
      return;
    }
    if (pathname === '/health') {
      send(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }, '{"status":"ok"}');
      return;
    }
    // A path with a file extension (or under /assets/) is a file; anything else is a page route.
    if (pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname)) {
      const file = await readStatic(pathname, encoding);
      if (!file) {
        send(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }, 'Not found');
        return;
      }
      const headers: Record<string, string> = {
        'content-type': file.contentType,
        'cache-control': cacheControl(pathname),
        vary: 'accept-encoding',
      };
      if (file.encoding !== 'identity') headers['content-encoding'] = file.encoding;
      send(200, headers, file.body);
      return;
    }
    const page = await renderRoute(pathname);
    send(page.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }, page.html);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`web: ${request.method} ${request.url} failed: ${error instanceof Error ? error.stack : String(error)}`);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Internal server error');
    });
  });
  server.keepAliveTimeout = 5000;

  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(options.port, options.host, () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${options.host && options.host !== '0.0.0.0' && options.host !== '::' ? options.host : 'localhost'}:${port}`;
  log(`web: serving ${distDir} at ${url} (API ${config.apiUrl})`);

  return {
    url,
    port,
    close: () =>
      new Promise<void>((resolveClose, rejectClose) => {
        server.close((error) => (error ? rejectClose(error) : resolveClose()));
        server.closeIdleConnections();
      }),
  };
}
