import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { normalizeRuntimeConfig, type RuntimeConfig } from '../src/app/runtime-config.ts';
import { sessionCookie } from '../src/app/session-cookie.ts';
import { prerenderedPaths } from '../src/routes/-route-meta.ts';
import { clientAssets, readViteManifest } from './client-assets.ts';
import { notFoundDocument, robotsTxt } from './html.ts';
import { createPageRenderer, type PageRenderer, type ServerEntry } from './pages.ts';
import { createPrerenderedPages } from './prerender.ts';
import { NON_PAGE_CSP, SECURITY_HEADERS, isLocalRequest, newNonce, pageContentSecurityPolicy } from './security-headers.ts';
import { BLOG_RSS_PATH, blogRss } from './rss.ts';
import { cacheControl, chooseEncoding, compress, createStaticFiles } from './static-files.ts';

export interface WebServerOptions {
  /** Port to listen on (0 picks a free one). */
  port: number;
  /** The gateway's GraphQL endpoint the browser talks to, e.g. http://localhost:4000/graphql. */
  apiUrl: string;
  /** This app's public origin, e.g. http://localhost:3000 (canonical and Open Graph URLs). */
  publicUrl: string;
  /** Interface to bind; all interfaces by default. */
  host?: string;
  /** The build (`client/` and `server/`); web/dist by default. */
  distDir?: string;
  /** GraphQL endpoint the server itself uses to render pages, when it differs from apiUrl. */
  internalApiUrl?: string;
  /** How long a page render waits for the API (default 3 s); then the page says the API is unavailable. */
  apiTimeoutMs?: number;
  wsUrl?: string;
  posthogKey?: string;
  posthogHost?: string;
  webAnalyticsId?: string;
  /**
   * Uploaded files served and received under `basePath` (the kit's local media handler,
   * `createLocalMediaHandler`); unset when files live elsewhere (S3 or a CDN).
   */
  media?: MediaHandler;
  /**
   * Where uploaded files are served from (MEDIA_PUBLIC_URL, or the S3 bucket that presigns them),
   * for the pages' Content-Security-Policy; `mediaPageSources` derives it from the media configuration.
   */
  mediaUrl?: string;
  /** Other origins the browser uploads files to (the S3 bucket behind a public URL), for the same policy. */
  uploadOrigins?: readonly string[];
  /**
   * Development mode (KOINONIA_DEV_MODE): the dev mailbox page exists, for requests from this
   * machine only (its socket's peer is loopback); every other request for it is a 404.
   */
  devMode?: boolean;
  log?: (message: string) => void;
}

/** Answers every method for paths under `basePath` (uploads are PUT). Structural, so the web package needs no kit import. */
export type MediaHandler = ((request: IncomingMessage, response: ServerResponse) => Promise<void>) & { readonly basePath: string };

export interface WebServer {
  /** The URL the server listens on. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Prerendered pages are rendered again after this long (the footer's year, a new build's data). */
const PRERENDER_MAX_AGE_MS = 10 * 60 * 1000;

export function runtimeConfigOf(options: WebServerOptions): RuntimeConfig {
  return normalizeRuntimeConfig({
    apiUrl: options.apiUrl,
    wsUrl: options.wsUrl,
    publicUrl: options.publicUrl,
    posthogKey: options.posthogKey,
    posthogHost: options.posthogHost,
    webAnalyticsId: options.webAnalyticsId,
    devMode: options.devMode === true,
  });
}

/** Whether a request path is a development page (`/dev/...`), however it is spelled. */
export function isDevPath(requestUrl: string): boolean {
  let path = requestUrl.split(/[?#]/, 1)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: judged as written.
  }
  path = path.toLowerCase().replace(/[\\/]+/g, '/').replace(/\/+$/, '');
  return path === '/dev' || path.startsWith('/dev/');
}

/** True for a path the server answers from files (anything under /assets/ or with an extension). */
export function isFilePath(pathname: string): boolean {
  return pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname);
}

/** True for a request path under the media handler's base path (`/media/...`). */
export function isMediaPath(requestUrl: string, basePath: string): boolean {
  return new URL(requestUrl, 'http://localhost').pathname.startsWith(`${basePath.replace(/\/+$/, '')}/`);
}

/**
 * Writes a rendered page: security headers (with the page's Content-Security-Policy when given),
 * compressed when the client accepts it, no body for HEAD. Shared with the development server
 * (server/dev-server-rendering.ts).
 */
export function sendPage(
  request: IncomingMessage,
  response: ServerResponse,
  page: { status: number; headers: Record<string, string> },
  body: Buffer,
  encoding: 'br' | 'gzip' | 'identity',
  contentSecurityPolicy?: string,
): void {
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    ...page.headers,
    ...(contentSecurityPolicy ? { 'content-security-policy': contentSecurityPolicy } : {}),
    'content-length': String(body.length),
  };
  headers['vary'] = [headers['vary'], 'Accept-Encoding'].filter(Boolean).join(', ');
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  response.writeHead(page.status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * Renders pages for the visitor's request; stops rendering if the visitor goes away. With a
 * policy, the page is rendered with a nonce of its own, which the policy names.
 */
export async function answerPage(
  renderPage: PageRenderer,
  request: IncomingMessage,
  response: ServerResponse,
  contentSecurityPolicy?: (nonce: string) => string,
): Promise<void> {
  const abort = new AbortController();
  response.once('close', () => abort.abort());
  const nonce = contentSecurityPolicy ? newNonce() : undefined;
  let page;
  try {
    page = await renderPage(request.url ?? '/', request.headers, abort.signal, nonce);
  } catch (error) {
    if (abort.signal.aborted) return;
    throw error;
  }
  const encoding = chooseEncoding(request.headers['accept-encoding']?.toString());
  sendPage(request, response, page, compress(Buffer.from(page.body), encoding, 'fast'), encoding, nonce && contentSecurityPolicy?.(nonce));
}

/**
 * Serves the built web app: hashed assets with a one-year immutable cache, robots.txt, and every
 * other path as a page rendered on the server by the app's router (src/entry-server.tsx) with its
 * data, head and status. The landing and sign-up pages are prerendered for anonymous visitors.
 */
export async function createWebServer(options: WebServerOptions): Promise<WebServer> {
  const distDir = resolve(options.distDir ?? resolve(import.meta.dirname, '../dist'));
  const clientDir = resolve(distDir, 'client');
  const entryFile = resolve(distDir, 'server/entry-server.js');
  if (!existsSync(entryFile)) throw new Error(`${entryFile} not found: build the web app first (npm run build -w web)`);
  // A path, not a file URL: jest's global setup turns this import into a require().
  const entry = (await import(entryFile)) as ServerEntry;
  const assets = clientAssets(await readViteManifest(clientDir));

  const config = runtimeConfigOf(options);
  const readStatic = createStaticFiles(clientDir);
  const log = options.log ?? (() => {});
  const renderPage = createPageRenderer({
    entry: async () => entry,
    assets: async () => assets,
    config,
    apiUrl: options.internalApiUrl ?? options.apiUrl,
    apiTimeoutMs: options.apiTimeoutMs ?? 3000,
    log,
  });
  const prerendered = createPrerenderedPages(renderPage, prerenderedPaths(), PRERENDER_MAX_AGE_MS);
  await prerendered.warm();
  const pagePolicy = (nonce: string) =>
    pageContentSecurityPolicy(nonce, { config, mediaUrl: options.mediaUrl, uploadOrigins: options.uploadOrigins });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    const media = options.media;
    if (media && isMediaPath(request.url ?? '/', media.basePath)) {
      // The media handler sets each file's own policy (a sandbox; none for PDFs, which Chromium's viewer needs).
      await media(request, response);
      return;
    }
    // Replaced by the page's own policy when the answer is a page.
    response.setHeader('content-security-policy', NON_PAGE_CSP);
    if (request.method === 'POST') {
      // A form sent before its page's code ran (sign-up posts, so a password never lands in an
      // address): back to the page as a GET. The body is not read.
      response.writeHead(303, { location: new URL(request.url ?? '/', 'http://localhost').pathname, 'cache-control': 'no-store' });
      response.end();
      return;
    }
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
    if (pathname === BLOG_RSS_PATH) {
      const feed = await blogRss({ apiUrl: options.internalApiUrl ?? options.apiUrl, publicUrl: config.publicUrl, apiTimeoutMs: options.apiTimeoutMs ?? 3000, log });
      send(feed.status, feed.headers, feed.body);
      return;
    }
    if (isFilePath(pathname)) {
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
    // The dev mailbox page is development mode's, and this machine's only (the gateway answers its
    // feed on the same terms); outside development mode the app itself has no such page.
    if (options.devMode && isDevPath(request.url ?? '/') && !isLocalRequest(request)) {
      send(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, notFoundDocument());
      return;
    }
    // Without a session and a query string, a prerendered page is the same for everyone.
    const nonce = newNonce();
    const kept = url.search === '' && sessionCookie(request.headers.cookie) === null ? prerendered.get(pathname, encoding, nonce) : null;
    if (kept) {
      sendPage(request, response, kept.page, kept.body, encoding, pagePolicy(nonce));
      return;
    }
    await answerPage(renderPage, request, response, pagePolicy);
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
  log(`web: serving ${distDir} at ${url} (API ${config.apiUrl}${options.media ? `, files under ${options.media.basePath}/` : ''})`);

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
