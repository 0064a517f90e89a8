/** The credentials of deploy/s3proxy/s3proxy.conf unless S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY say otherwise. */
export const s3TestEnv = (bucket: string, env: Readonly<Record<string, string | undefined>> = process.env) => ({
  MEDIA_STORAGE: 's3',
  S3_ENDPOINT: env['S3_ENDPOINT'] ?? '',
  S3_BUCKET: bucket,
  S3_REGION: env['S3_REGION'] ?? 'us-east-1',
  S3_FORCE_PATH_STYLE: env['S3_FORCE_PATH_STYLE'] ?? 'true',
  S3_ACCESS_KEY_ID: env['S3_ACCESS_KEY_ID'] ?? 'koinonia-local',
  S3_SECRET_ACCESS_KEY: env['S3_SECRET_ACCESS_KEY'] ?? 'koinonia-local-secret',
});
