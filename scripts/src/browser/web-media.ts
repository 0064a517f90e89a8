import { randomBytes } from 'node:crypto';
import { asLocalStorage, createLocalMediaHandler, createMediaStorage, loadMediaConfig } from '@koinonia/kit/media';
import type { MediaHandler } from '@koinonia/web';

export interface WebMedia {
  /** Merge into the system's environment: the services sign uploads with this secret and link files under this URL. */
  readonly env: { readonly INTERNAL_SECRET: string; readonly MEDIA_PUBLIC_URL?: string };
  /** The local adapter's endpoints for the web server; undefined when files live in S3. */
  readonly handler: MediaHandler | undefined;
}

/**
 * The web server's side of media (`npm start`, the browser tests): the storage is built from the
 * same configuration and INTERNAL_SECRET the services get, so the upload tokens identity signs
 * verify here. The secret is made up here when unset, since startSystem would otherwise make up
 * its own that the web server never sees. On local disk MEDIA_PUBLIC_URL defaults to the web app's
 * `/media`; S3 files are served by the bucket (or presigned) unless MEDIA_PUBLIC_URL names a CDN.
 */
export function webMedia(webUrl: string, env: Readonly<Record<string, string | undefined>> = process.env): WebMedia {
  const isLocal = (env['MEDIA_STORAGE'] ?? 'local') === 'local';
  const publicUrl = env['MEDIA_PUBLIC_URL'] || (isLocal ? `${webUrl.replace(/\/+$/, '')}/media` : undefined);
  const shared = {
    INTERNAL_SECRET: env['INTERNAL_SECRET'] || randomBytes(32).toString('hex'),
    ...(publicUrl ? { MEDIA_PUBLIC_URL: publicUrl } : {}),
  };
  const local = asLocalStorage(createMediaStorage(loadMediaConfig({ ...env, ...shared }), shared.INTERNAL_SECRET));
  return { env: shared, handler: local ? createLocalMediaHandler(local) : undefined };
}
