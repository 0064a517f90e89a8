import { createMediaService, createMediaStorage, mediaPort, pickPurposes, type MediaPort } from '@koinonia/kit/media';
import type { ChatConfig } from '../config.ts';

/** Chat's use of kit's media port: message attachments, with the CHAT_ATTACHMENT purpose's limits. */
export type ChatMedia = MediaPort;

// One per running service: its resolvers, use cases and sweeper share the storage.
const running = new WeakMap<ChatConfig, ChatMedia>();

export function chatMedia(config: ChatConfig): ChatMedia {
  let found = running.get(config);
  if (!found) {
    found = mediaPort(
      createMediaService({
        storage: createMediaStorage(config.media, config.internalSecret),
        namespace: 'chat',
        purposes: pickPurposes('CHAT_ATTACHMENT'),
        uploadTtlMs: config.media.uploadTtlMs,
      }),
    );
    running.set(config, found);
  }
  return found;
}
