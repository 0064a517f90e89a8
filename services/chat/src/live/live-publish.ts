import type { RequestContext } from '@koinonia/kit';
import { findActiveParticipantIds } from '../chats/chat.repository.ts';
import type { ChatLive, LiveKind } from './chat-live.ts';

/**
 * Tells the chat's subscribers, after the change committed, with its active participants as the
 * audience (plus `alsoTo`, e.g. whoever just left). Live delivery is best effort: a failure is
 * logged and the change stands (clients catch up by reading).
 */
export async function publishLive(
  ctx: RequestContext,
  live: ChatLive,
  kind: LiveKind,
  chatId: string,
  data: object,
  alsoTo: readonly string[] = [],
): Promise<void> {
  try {
    // A fresh EntityManager: who is in the chat now, not what this request loaded before the change.
    const audience = [...(await findActiveParticipantIds(ctx.em.fork(), chatId)), ...alsoTo];
    await live.publish({ kind, chatId, audience, data: { ...data } });
  } catch (error) {
    ctx.logger.warn({ err: error, kind, chatId }, 'live event not published');
  }
}

/** Runs a write, then publishes its result (when there is one) and returns it. */
export async function thenPublish<T extends object | null>(
  ctx: RequestContext,
  live: ChatLive,
  write: Promise<T>,
  kind: LiveKind,
  chatIdOf: (result: NonNullable<T>) => string,
  alsoTo: (result: NonNullable<T>) => readonly string[] = () => [],
): Promise<T> {
  const result = await write;
  if (result) await publishLive(ctx, live, kind, chatIdOf(result), result, alsoTo(result));
  return result;
}
