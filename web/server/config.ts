import type { WebServerOptions } from './web-server.ts';

/**
 * The web server's settings when it runs alone (`npm run serve -w web`). This is the only reader
 * of process.env in web/server; the launcher passes options to createWebServer directly.
 */
const variables = {
  WEB_PORT: 'port to listen on (default 3000)',
  WEB_HOST: 'interface to bind (default all)',
  WEB_URL: 'public origin of the web app (default http://localhost:3000)',
  API_URL: "the gateway's GraphQL URL as the browser reaches it (default http://localhost:4000/graphql)",
  INTERNAL_API_URL: 'GraphQL URL the web server uses to render pages (default API_URL)',
  POSTHOG_KEY: 'product analytics key (optional)',
  POSTHOG_HOST: 'product analytics host (optional)',
  WEB_ANALYTICS_ID: 'web analytics measurement id (optional)',
  WEB_DIST_DIR: 'the build to serve, with client/ and server/ in it (default web/dist)',
  MEDIA_PUBLIC_URL: 'where uploaded files are served from, for the pages\' Content-Security-Policy (default: this origin)',
  MEDIA_UPLOAD_ORIGINS: 'comma-separated origins the browser uploads files to besides MEDIA_PUBLIC_URL (an S3 bucket\'s presigned uploads)',
  KOINONIA_DEV_MODE: 'true: development mode, the dev mailbox page for requests from this machine (default false)',
} as const;

export type WebEnvironment = Partial<Record<keyof typeof variables, string>>;

export function loadWebServerOptions(env: WebEnvironment = process.env): WebServerOptions {
  const port = Number(env.WEB_PORT ?? '3000');
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`WEB_PORT must be a port number (${variables.WEB_PORT}); got "${env.WEB_PORT}"`);
  }
  const url = (name: 'WEB_URL' | 'API_URL' | 'INTERNAL_API_URL' | 'MEDIA_PUBLIC_URL', fallback: string | undefined) => {
    const value = env[name] ?? fallback;
    if (value === undefined) return undefined;
    try {
      return new URL(value).toString().replace(/\/$/, '');
    } catch {
      throw new Error(`${name} must be a URL (${variables[name]}); got "${value}"`);
    }
  };
  const apiUrl = url('API_URL', 'http://localhost:4000/graphql') as string;
  const devMode = env.KOINONIA_DEV_MODE ?? 'false';
  if (devMode !== 'true' && devMode !== 'false') {
    throw new Error(`KOINONIA_DEV_MODE must be true or false (${variables.KOINONIA_DEV_MODE}); got "${devMode}"`);
  }
  const uploadOrigins = (env.MEDIA_UPLOAD_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
  for (const origin of uploadOrigins) {
    if (!URL.canParse(origin)) throw new Error(`MEDIA_UPLOAD_ORIGINS must be URLs (${variables.MEDIA_UPLOAD_ORIGINS}); got "${origin}"`);
  }
  const mediaUrl = url('MEDIA_PUBLIC_URL', undefined);
  return {
    port,
    host: env.WEB_HOST,
    publicUrl: url('WEB_URL', 'http://localhost:3000') as string,
    apiUrl,
    internalApiUrl: url('INTERNAL_API_URL', undefined),
    posthogKey: env.POSTHOG_KEY,
    posthogHost: env.POSTHOG_HOST,
    webAnalyticsId: env.WEB_ANALYTICS_ID,
    distDir: env.WEB_DIST_DIR,
    ...(mediaUrl ? { mediaUrl } : {}),
    ...(uploadOrigins.length ? { uploadOrigins } : {}),
    devMode: devMode === 'true',
  };
}
