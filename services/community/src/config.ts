import { loadServiceConfig } from '@koinonia/kit';

/** community needs only the variables every service has (port, database, internal secret, log level). */
export function loadCommunityConfig(env: Readonly<Record<string, string | undefined>> = process.env) {
  return loadServiceConfig('community', 4003, {}, env);
}

export type CommunityConfig = ReturnType<typeof loadCommunityConfig>;
