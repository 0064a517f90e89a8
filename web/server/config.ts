import { mediaPageSources, type MediaLocation } from './media-sources.ts';
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
  // The services' media variables (kit's media-config.ts), read for the pages' Content-Security-Policy
  // only: the browser reads and writes files wherever they say (see media-sources.ts).
  MEDIA_STORAGE: 'where uploaded files are kept, local or s3, as the services have it (default local)',
  MEDIA_PUBLIC_URL: 'where uploaded files are served from (default: this origin for local files, the bucket for S3)',
  S3_ENDPOINT: 'with MEDIA_STORAGE=s3: the S3-compatible endpoint (default: AWS S3 of S3_REGION)',
  S3_BUCKET: 'with MEDIA_STORAGE=s3: the bucket files are kept in (required)',
  S3_REGION: 'with MEDIA_STORAGE=s3: the region (default us-east-1)',
  S3_FORCE_PATH_STYLE: 'with MEDIA_STORAGE=s3: true to address the bucket as endpoint/bucket (default false)',
  MEDIA_UPLOAD_ORIGINS: 'comma-separated further origins the browser may upload files to, besides those the media variables imply',
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
  const extraUploadOrigins = (env.MEDIA_UPLOAD_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
  for (const origin of extraUploadOrigins) {
    if (!URL.canParse(origin)) throw new Error(`MEDIA_UPLOAD_ORIGINS must be URLs (${variables.MEDIA_UPLOAD_ORIGINS}); got "${origin}"`);
  }
  const { mediaUrl, uploadOrigins = [] } = mediaPageSources(mediaLocation(env, url('MEDIA_PUBLIC_URL', undefined)));
  const allUploadOrigins = [...new Set([...uploadOrigins, ...extraUploadOrigins])];
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
    ...(allUploadOrigins.length ? { uploadOrigins: allUploadOrigins } : {}),
    devMode: devMode === 'true',
  };
}

/**
 * The media variables as kit's `loadMediaConfig` reads them, as far as the browser needs them (the
 * same names, defaults and required bucket), so a web server run alone with the services'
 * environment allows what they hand out.
 */
function mediaLocation(env: WebEnvironment, publicUrl: string | undefined): MediaLocation {
  const storage = env.MEDIA_STORAGE || 'local';
  if (storage === 'local') return { storage, publicUrl };
  if (storage !== 's3') throw new Error(`MEDIA_STORAGE must be local or s3 (${variables.MEDIA_STORAGE}); got "${storage}"`);
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint !== undefined && !URL.canParse(endpoint)) throw new Error(`S3_ENDPOINT must be a URL (${variables.S3_ENDPOINT}); got "${endpoint}"`);
  const bucket = env.S3_BUCKET;
  if (!bucket) throw new Error(`S3_BUCKET is required with MEDIA_STORAGE=s3 (${variables.S3_BUCKET})`);
  const pathStyle = env.S3_FORCE_PATH_STYLE || 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false') {
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false (${variables.S3_FORCE_PATH_STYLE}); got "${pathStyle}"`);
  }
  return { storage, publicUrl, s3: { endpoint, bucket, region: env.S3_REGION || 'us-east-1', forcePathStyle: pathStyle === 'true' } };
}
