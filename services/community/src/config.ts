import { loadServiceConfig } from '@koinonia/kit';
import { loadMediaConfig } from '@koinonia/kit/media';

export function loadCommunityConfig(env: Readonly<Record<string, string | undefined>> = process.env) {
  const service = loadServiceConfig('community', 4003, {}, env);
  // Groups' images: where they are kept and served from (the same storage as every service's files).
  return { ...service, media: loadMediaConfig(env) };
}

export type CommunityConfig = ReturnType<typeof loadCommunityConfig>;
