
/** Where an S3 bucket is, as kit's media configuration has it (`S3Settings`, structurally). */
export interface S3Location {
  /** S3_ENDPOINT; unset for AWS S3 itself. */
  readonly endpoint: string | undefined;
  readonly bucket: string;
  readonly region: string;
  /** S3_FORCE_PATH_STYLE: http://endpoint/bucket instead of http://bucket.endpoint. */
  readonly forcePathStyle: boolean;
}

/**
 * The services' media configuration as far as the browser is concerned: kit's `MediaConfig`
 * (from `loadMediaConfig`) fits this shape, so the launcher passes it as it is. The web package
 * does not import kit: the media port pulls in the ORM and image libraries (seconds to load) that
 * the web server never uses.
 */
export type MediaLocation =
  | { readonly storage: 'local'; readonly publicUrl?: string | undefined }
  | { readonly storage: 's3'; readonly publicUrl?: string | undefined; readonly s3: S3Location };

// As the AWS SDK decides whether a bucket can be a host name (`isVirtualHostableS3Bucket` in
// @aws-sdk/core, with @smithy/core's host label and IP address checks).
const HOST_LABEL = /^(?!.*-$)(?!-)[a-zA-Z0-9-]{1,63}$/;
const IPV4 = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]\d|\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]\d|\d)){3}$/;
const isIpAddress = (host: string): boolean => IPV4.test(host) || (host.startsWith('[') && host.endsWith(']'));
const isHostableLabel = (label: string): boolean =>
  HOST_LABEL.test(label) && label.length >= 3 && label === label.toLowerCase() && !isIpAddress(label);
const isHostableBucket = (bucket: string, allowDots: boolean): boolean =>
  allowDots ? bucket.split('.').every(isHostableLabel) : isHostableLabel(bucket);

/**
 * The origin of the URLs the S3 adapter presigns for this bucket (uploads and, without a public
 * URL, downloads), following the AWS SDK's endpoint rules: the bucket becomes part of the host name
 * (virtual-hosted style) unless path style is forced, the endpoint is an IP address, or the bucket's
 * name cannot be a host name (dots are allowed in one only over plain http). Without an endpoint it
 * is AWS S3 of the region (in China, amazonaws.com.cn; other partitions need S3_ENDPOINT).
 * scripts/src/browser/web-media.test.ts checks these rules against URLs the SDK actually presigns.
 */
export function s3BucketOrigin(s3: S3Location): string {
  const endpoint = new URL(s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com${s3.region.startsWith('cn-') ? '.cn' : ''}`);
  const virtual =
    !s3.forcePathStyle && !isIpAddress(endpoint.hostname) && isHostableBucket(s3.bucket, s3.endpoint !== undefined && endpoint.protocol === 'http:');
  return virtual ? `${endpoint.protocol}//${s3.bucket}.${endpoint.host}` : endpoint.origin;
}

/** The web server's options (and the policy's sources) for uploaded files. */
export interface MediaPageSources {
  mediaUrl?: string;
  uploadOrigins?: readonly string[];
}

/**
 * What the pages' Content-Security-Policy must allow for uploaded files, from the same media
 * configuration the services use, so that whatever URL a service hands the browser is reachable:
 *
 * - local disk: files are served and received at the public URL (the web server's /media).
 * - S3 with a public URL (a CDN or public bucket): files are read there and uploaded to the bucket.
 * - S3 without one: files are read from and uploaded to the bucket itself (presigned GETs and PUTs),
 *   so the bucket's origin is where files are served from.
 *
 * `mediaUrl` is allowed for images, video and connections, `uploadOrigins` for connections only.
 * Nothing else is added: presigned URLs all have the bucket's origin.
 */
export function mediaPageSources(media: MediaLocation): MediaPageSources {
  if (media.storage === 'local') return media.publicUrl ? { mediaUrl: media.publicUrl } : {};
  const bucket = s3BucketOrigin(media.s3);
  return media.publicUrl ? { mediaUrl: media.publicUrl, uploadOrigins: [bucket] } : { mediaUrl: bucket };
}
