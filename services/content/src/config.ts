import { loadServiceConfig } from '@koinonia/kit';

export function loadContentConfig(env: Readonly<Record<string, string | undefined>> = process.env) {
  return loadServiceConfig('content', 4005, {}, env);
}

export type ContentConfig = ReturnType<typeof loadContentConfig>;
