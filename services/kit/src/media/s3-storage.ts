import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3Settings } from './media-config.ts';
import { IMMUTABLE_CACHE, ObjectChangedError, isDownloadOnly, type ObjectStorage } from './object-storage.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const isNotFound = (error: unknown): boolean =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404 || (error as Error).name === 'NoSuchKey';

const isPreconditionFailed = (error: unknown): boolean =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 412 || (error as Error).name === 'PreconditionFailed';

/** The SDK (~200 ms to load) is loaded on first use, so that choosing local storage never pays for it. */
const loadSdk = async () => {
  const [s3, presigner] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
  return { ...s3, getSignedUrl: presigner.getSignedUrl };
};
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

/** Headers a browser gets with a file straight from the bucket (the local handler sends the same). */
const servingMetadata = (contentType: string) => ({
  ContentType: contentType,
  CacheControl: IMMUTABLE_CACHE,
  ...(isDownloadOnly(contentType) ? { ContentDisposition: 'attachment' } : {}),
});

/**
 * S3-compatible object storage. Server-side calls use the SDK's default checksum settings: PutObject
 * sends a CRC32 of the body and GetObject validates one when the server returns it.
 *
 * Presigned PUTs come from a second client that computes checksums only when an operation requires
 * one. A presigned PutObject has no body yet, so under the default (WHEN_SUPPORTED) the SDK would
 * sign the CRC32 of an empty body (`x-amz-checksum-crc32=AAAAAA==`) into the URL, and S3 refuses the
 * real bytes with BadDigest. The URL signs the exact Content-Length instead, so S3 itself refuses a
 * body of another size.
 *
 * Files are served by `MEDIA_PUBLIC_URL` (a CDN or public bucket: plain URLs cached forever) or
 * otherwise by presigned GETs of the private bucket, signed as of the start of the UTC day and valid
 * for two: a file keeps one URL for a whole day, so browsers and proxies still cache it.
 */
export function createS3Storage(settings: S3Settings, publicUrl: string | undefined): ObjectStorage {
  const { bucket } = settings;
  const config: S3ClientConfig = {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  };
  let started: Promise<{ sdk: Sdk; client: S3Client; presigner: S3Client }> | undefined;
  const ready = () =>
    (started ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client(config),
      presigner: new sdk.S3Client({ ...config, requestChecksumCalculation: 'WHEN_REQUIRED' }),
    })));

  const deleteBatch = async (keys: readonly string[]): Promise<void> => {
    const { sdk, client } = await ready();
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      const { Errors = [] } = await client.send(
        new sdk.DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      const failed = Errors.filter((e) => e.Code !== 'NoSuchKey');
      if (failed.length) throw new Error(`S3 could not delete ${failed.map((e) => `${e.Key} (${e.Code})`).join(', ')}`);
    }
  };

  return {
    kind: 's3',
    description: `S3 bucket ${bucket} at ${settings.endpoint ?? `AWS ${settings.region}`}`,

    async uploadTarget(key, { size, signedAt, expiresAt }) {
      const { sdk, presigner } = await ready();
      const url = await sdk.getSignedUrl(presigner, new sdk.PutObjectCommand({ Bucket: bucket, Key: key, ContentLength: size }), {
        signingDate: signedAt,
        expiresIn: Math.max(1, Math.round((expiresAt.getTime() - signedAt.getTime()) / 1000)),
      });
      return { url, method: 'PUT', headers: {} };
    },

    async size(key) {
      const { sdk, client } = await ready();
      try {
        return (await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentLength ?? 0;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async head(key) {
      const { sdk, client } = await ready();
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: head.ContentLength ?? 0, version: head.ETag ?? '' };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async read(key, range, version) {
      const { sdk, client } = await ready();
      try {
        const { Body } = await client.send(
          new sdk.GetObjectCommand({
            Bucket: bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
            ...(version ? { IfMatch: version } : {}),
          }),
        );
        return Body ? Buffer.from(await Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isNotFound(error)) return null;
        if (isPreconditionFailed(error)) throw new ObjectChangedError(`${key} changed since ${version}`);
        throw error;
      }
    },

    async write(key, bytes, contentType) {
      const { sdk, client } = await ready();
      await client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ...servingMetadata(contentType) }));
    },

    async copy(from, to, contentType, version) {
      const { sdk, client } = await ready();
      try {
        await client.send(
          new sdk.CopyObjectCommand({
            Bucket: bucket,
            Key: to,
            CopySource: `${bucket}/${from}`,
            // The version confirmation checked, or nothing: a PUT racing the confirmation cannot slip in.
            ...(version ? { CopySourceIfMatch: version } : {}),
            MetadataDirective: 'REPLACE',
            ...servingMetadata(contentType),
          }),
        );
      } catch (error) {
        if (isPreconditionFailed(error)) throw new ObjectChangedError(`${from} changed since ${version}`);
        throw error;
      }
    },

    // A presigned PUT cannot be revoked: see ObjectStorage.closeUpload.
    closeUpload: () => Promise.resolve(),

    delete: deleteBatch,

    async deletePrefix(prefix) {
      const { sdk, client } = await ready();
      let token: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        await deleteBatch((page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async url(key) {
      if (publicUrl) return `${publicUrl}/${key}`;
      const { sdk, client } = await ready();
      const day = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
      return sdk.getSignedUrl(client, new sdk.GetObjectCommand({ Bucket: bucket, Key: key }), {
        signingDate: day,
        expiresIn: (2 * DAY_MS) / 1000,
      });
    },
  };
}
