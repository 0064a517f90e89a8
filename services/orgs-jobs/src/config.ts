import { loadServiceConfig } from '@koinonia/kit';
import { loadPaymentsConfig } from '@koinonia/kit/payments';

/** orgs-jobs: the variables every service has, plus payments (Stripe, or the local checkout page). */
export function loadOrgsJobsConfig(env: Readonly<Record<string, string | undefined>> = process.env) {
  const service = loadServiceConfig('orgs-jobs', 4002, {}, env);
  return { ...service, payments: loadPaymentsConfig(service, env) };
}

export type OrgsJobsConfig = ReturnType<typeof loadOrgsJobsConfig>;
