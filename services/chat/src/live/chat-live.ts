import { createPresence, createPubSub, type Logger, type Presence, type PubSub } from '@koinonia/kit';
import type { ChatConfig } from '../config.ts';

/** What happened in a chat, as subscriptions hear it. */
export type LiveKind =
  | 'chat.updated'
  | 'chat.deleted'
  | 'participant.joined'
  | 'participant.left'
  | 'message.sent'
  | 'message.updated'
  | 'message.deleted'
  | 'reaction.added'
  | 'reaction.removed'
  | 'read-status.updated';

export interface LiveEvent {
  readonly kind: LiveKind;
  readonly chatId: string;
  /** Who may hear it: the chat's active participants when it happened (and whoever just left). */
  readonly audience: readonly string[];
  /** The changed row, as its GraphQL type is resolved from (dates as ISO strings on the wire). */
  readonly data: Record<string, unknown>;
}

export interface Listener {
  readonly userId: string;
  readonly chatId: string;
  readonly kind: LiveKind;
  /** A further rule on what this subscriber hears (read receipts). */
  readonly accepts?: (event: LiveEvent) => boolean;
}

export interface ChatLive {
  readonly description: string;
  /** Subscriptions open on this replica right now. */
  readonly subscribers: number;
  publish(event: LiveEvent): Promise<void>;
  /** The events `listener` may hear, until they leave the chat or it is deleted. */
  listen(listener: Listener): Promise<AsyncIterableIterator<Record<string, unknown>>>;
  /** Who has the chat open (a `newChatMessage` subscription to it) on any replica right now. */
  viewing(chatId: string): Promise<string[]>;
  close(): Promise<void>;
}

const channelOf = (chatId: string): string => `koinonia.chat.live.${chatId}`;

const DATE_FIELDS = new Set(['createdAt', 'updatedAt', 'joinedAt', 'leftAt', 'pinnedAt', 'readAt', 'lastReadAt']);
const revive = (key: string, value: unknown): unknown => (DATE_FIELDS.has(key) && typeof value === 'string' ? new Date(value) : value);

/** Whether `event` ends the listener's subscription: they left the chat, or it is gone. */
const ends = (listener: Listener, event: LiveEvent): boolean =>
  event.kind === 'chat.deleted' || (event.kind === 'participant.left' && event.data['userId'] === listener.userId);

const hears = (listener: Listener, event: LiveEvent): boolean =>
  event.kind === listener.kind && event.audience.includes(listener.userId) && (listener.accepts?.(event) ?? true);

/**
 * Live chat events over kit's pub/sub (Redis with REDIS_URL, so every replica's subscribers hear
 * them), one channel per chat; kit's presence knows who has a chat open.
 */
export function createChatLive(pubsub: PubSub, presence: Presence): ChatLive {
  let subscribers = 0;
  return {
    description: pubsub.description,
    get subscribers() {
      return subscribers;
    },
    publish: (event) => pubsub.publish(channelOf(event.chatId), JSON.stringify(event)),
    async listen(listener) {
      const source = await pubsub.subscribe(channelOf(listener.chatId));
      // Someone who hears a chat's new messages is looking at it (notify then tells them nothing).
      const seen = listener.kind === 'message.sent' ? await presence.enter(channelOf(listener.chatId), listener.userId) : null;
      subscribers += 1;
      let ended = false;
      const iterator: AsyncIterableIterator<Record<string, unknown>> = {
        next: async () => {
          while (!ended) {
            const next = await source.next();
            if (next.done) break;
            const event = JSON.parse(next.value, revive) as LiveEvent;
            const heard = hears(listener, event);
            if (ends(listener, event)) await iterator.return!();
            if (heard) return { done: false, value: event.data };
          }
          return { done: true, value: undefined };
        },
        return: async () => {
          if (!ended) subscribers -= 1;
          ended = true;
          await Promise.all([source.return?.(), seen?.leave()]);
          return { done: true, value: undefined };
        },
        [Symbol.asyncIterator]: () => iterator,
      };
      return iterator;
    },
    viewing: (chatId) => presence.present(channelOf(chatId)),
    close: async () => {
      await Promise.all([pubsub.close(), presence.close()]);
    },
  };
}

// One per running service: its resolvers publish and subscribe on it; its worker closes it.
const running = new WeakMap<ChatConfig, ChatLive>();

export function chatLive(config: ChatConfig, logger?: Logger): ChatLive {
  let found = running.get(config);
  if (!found) {
    found = createChatLive(createPubSub(config.REDIS_URL, logger), createPresence(config.REDIS_URL, logger ? { logger } : {}));
    running.set(config, found);
  }
  return found;
}

/** Closes the service's live events (its worker does, when the service stops); a restart gets new ones. */
export async function closeChatLive(config: ChatConfig): Promise<void> {
  const found = running.get(config);
  running.delete(config);
  await found?.close();
}
