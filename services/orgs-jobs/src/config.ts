import { loadServiceConfig } from '@koinonia/kit';

/** orgs-jobs needs only the variables every service has (port, database, internal secret, log level). */
export function loadOrgsJobsConfig(env: Readonly<Record<string, string | undefined>> = process.env) {
  return loadServiceConfig('orgs-jobs', 4002, {}, env);
}

export type OrgsJobsConfig = ReturnType<typeof loadOrgsJobsConfig>;
