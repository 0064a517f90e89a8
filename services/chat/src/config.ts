import { loadServiceConfig } from '@koinonia/kit';

export function loadChatConfig(env: Readonly<Record<string, string | undefined>> = process.env) {
  return loadServiceConfig('chat', 4004, {}, env);
}

export type ChatConfig = ReturnType<typeof loadChatConfig>;
