import { configVars, loadServiceConfig } from '@koinonia/kit';
import { loadMediaConfig } from '@koinonia/kit/media';

export function loadChatConfig(env: Readonly<Record<string, string | undefined>> = process.env) {
  // REDIS_URL: live events reach subscribers on every replica through Redis pub/sub (memory without it).
  const service = loadServiceConfig('chat', 4004, { REDIS_URL: configVars.redisUrl() }, env);
  // Message attachments: where they are kept and served from (the same storage as every service's files).
  return { ...service, media: loadMediaConfig(env) };
}

export type ChatConfig = ReturnType<typeof loadChatConfig>;
