import { loadServiceConfig } from '@koinonia/kit';
import { loadMediaConfig } from '@koinonia/kit/media';
import { loadPaymentsConfig } from '@koinonia/kit/payments';

/**
 * orgs-jobs: the variables every service has, plus payments (Stripe, or the local checkout page)
 * and media (organizations' images and applicants' videos, in the storage every service shares).
 */
export function loadOrgsJobsConfig(env: Readonly<Record<string, string | undefined>> = process.env) {
  const service = loadServiceConfig('orgs-jobs', 4002, {}, env);
  return { ...service, payments: loadPaymentsConfig(service, env), media: loadMediaConfig(env) };
}

export type OrgsJobsConfig = ReturnType<typeof loadOrgsJobsConfig>;
