import { resolve } from 'node:path';
import { z } from 'zod';
import { ConfigError, configVars, loadConfig } from '../config.ts';

const optionalText = () =>
  z
    .string()
    .optional()
    .transform((v) => v || undefined);

/** The media variables, declared once; a service's config.ts reads them with `loadMediaConfig`. */
export const mediaConfigVars = {
  MEDIA_STORAGE: z
    .enum(['local', 's3'])
    .default('local')
    .describe('where uploaded files are kept: local disk, or S3-compatible object storage'),
  MEDIA_DIR: z.string().min(1).default('.data/media').describe('local storage: the directory files are kept in'),
  MEDIA_PUBLIC_URL: configVars
    .optionalUrl()
    .describe(
      'base URL files are served from: where the web server mounts the local media handler, or a CDN / public bucket for S3',
    ),
  MEDIA_UPLOAD_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15)
    .describe('how long an upload slot stays open; unconfirmed slots and their bytes are deleted after it'),
  S3_ENDPOINT: configVars.optionalUrl().describe('S3-compatible endpoint (unset: AWS S3 of S3_REGION)'),
  S3_BUCKET: optionalText().describe('S3 bucket the files are kept in (required with MEDIA_STORAGE=s3)'),
  S3_REGION: z.string().min(1).default('us-east-1').describe('S3 region'),
  S3_ACCESS_KEY_ID: optionalText().describe('S3 access key (unset: the AWS SDK default credential chain)'),
  S3_SECRET_ACCESS_KEY: optionalText().describe('S3 secret key, with S3_ACCESS_KEY_ID'),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true')
    .describe('address buckets as http://endpoint/bucket (S3Proxy, MinIO) instead of http://bucket.endpoint'),
};

export interface S3Settings {
  readonly endpoint: string | undefined;
  readonly bucket: string;
  readonly region: string;
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined;
  readonly forcePathStyle: boolean;
}

interface CommonMediaConfig {
  readonly uploadTtlMs: number;
}

export type MediaConfig =
  | (CommonMediaConfig & { readonly storage: 'local'; readonly dir: string; readonly publicUrl: string })
  | (CommonMediaConfig & { readonly storage: 's3'; readonly s3: S3Settings; readonly publicUrl: string | undefined });

/** Where the local media handler is mounted by default: the web server, same origin as the app. */
export const DEFAULT_LOCAL_MEDIA_URL = 'http://localhost:3000/media';

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

/** Reads the media variables; MEDIA_DIR is resolved against the working directory (the repository for `npm start`). */
export function loadMediaConfig(env: Readonly<Record<string, string | undefined>> = process.env): MediaConfig {
  const v = loadConfig(mediaConfigVars, env);
  const uploadTtlMs = v.MEDIA_UPLOAD_TTL_MINUTES * 60_000;
  if (v.MEDIA_STORAGE === 'local') {
    return { storage: 'local', dir: resolve(v.MEDIA_DIR), publicUrl: trimSlash(v.MEDIA_PUBLIC_URL ?? DEFAULT_LOCAL_MEDIA_URL), uploadTtlMs };
  }
  const missing = [
    ...(v.S3_BUCKET ? [] : ['  S3_BUCKET: required with MEDIA_STORAGE=s3']),
    ...(!v.S3_ACCESS_KEY_ID !== !v.S3_SECRET_ACCESS_KEY ? ['  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither'] : []),
  ];
  if (missing.length || !v.S3_BUCKET) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  return {
    storage: 's3',
    s3: {
      endpoint: v.S3_ENDPOINT,
      bucket: v.S3_BUCKET,
      region: v.S3_REGION,
      credentials:
        v.S3_ACCESS_KEY_ID && v.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: v.S3_ACCESS_KEY_ID, secretAccessKey: v.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: v.S3_FORCE_PATH_STYLE,
    },
    publicUrl: v.MEDIA_PUBLIC_URL ? trimSlash(v.MEDIA_PUBLIC_URL) : undefined,
    uploadTtlMs,
  };
}
