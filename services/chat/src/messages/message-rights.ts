import type { EntityManager } from '@koinonia/kit';
import { rightsIn, type ChatRights } from '../participants/chat-rights.ts';
import { participantErrors } from '../participants/participants.errors.ts';
import type { ChatMessage } from './chat-message.entity.ts';
import { findMessage, lockMessage } from './message.repository.ts';
import { messageErrors } from './messages.errors.ts';

/**
 * A message, locked unless `lock` is false, with what `userId` may do in its chat: NOT_FOUND when
 * there is none, FORBIDDEN for someone who is not an active participant of the chat (who changes
 * nothing of it).
 */
export async function messageFor(
  em: EntityManager,
  messageId: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<{ message: ChatMessage; rights: ChatRights }> {
  const message = options.lock === false ? await findMessage(em, messageId) : await lockMessage(em, messageId);
  if (!message) throw messageErrors.notFound();
  const rights = await rightsIn(em, message.chatId, userId);
  if (!rights.isParticipant) throw participantErrors.notAParticipant();
  return { message, rights };
}
