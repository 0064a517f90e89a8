import { randomBytes } from 'node:crypto';
import { asLocalStorage, createLocalMediaHandler, createMediaStorage, loadMediaConfig } from '@koinonia/kit/media';
import { mediaPageSources, type WebServerOptions } from '@koinonia/web';

export interface WebMedia {
  /** Merge into the system's environment: the services sign uploads with this secret and link files under this URL. */
  readonly env: { readonly INTERNAL_SECRET: string; readonly MEDIA_PUBLIC_URL?: string };
  /**
   * Pass to createWebServer: the local adapter's endpoints (`media`, unset when files live in S3),
   * and where the pages' Content-Security-Policy lets the browser read and upload files.
   */
  readonly web: Pick<WebServerOptions, 'media' | 'mediaUrl' | 'uploadOrigins'>;
}

/**
 * The web server's side of media (`npm start`, the browser tests): the storage is built from the
 * same configuration and INTERNAL_SECRET the services get, so the upload tokens identity signs
 * verify here. The secret is made up here when unset, since startSystem would otherwise make up
 * its own that the web server never sees. On local disk MEDIA_PUBLIC_URL defaults to the web app's
 * `/media`; S3 files are served by the bucket (or presigned) unless MEDIA_PUBLIC_URL names a CDN.
 * The policy's sources come from that configuration too (an S3 bucket's origin, say), so the
 * browser may reach every URL the services hand it.
 */
export function webMedia(webUrl: string, env: Readonly<Record<string, string | undefined>> = process.env): WebMedia {
  const isLocal = (env['MEDIA_STORAGE'] ?? 'local') === 'local';
  const publicUrl = env['MEDIA_PUBLIC_URL'] || (isLocal ? `${webUrl.replace(/\/+$/, '')}/media` : undefined);
  const shared = {
    INTERNAL_SECRET: env['INTERNAL_SECRET'] || randomBytes(32).toString('hex'),
    ...(publicUrl ? { MEDIA_PUBLIC_URL: publicUrl } : {}),
  };
  const config = loadMediaConfig({ ...env, ...shared });
  const local = asLocalStorage(createMediaStorage(config, shared.INTERNAL_SECRET));
  return { env: shared, web: { ...(local ? { media: createLocalMediaHandler(local) } : {}), ...mediaPageSources(config) } };
}
