import type { EntityManager } from '@koinonia/kit';
import type { Chat, ChatParticipant } from '../chats/chat.entity.ts';
import { findChatById, findParticipant } from '../chats/chat.repository.ts';
import { chatErrors } from '../chats/chats.errors.ts';
import { findModerator, lockChat } from './participant.repository.ts';

/** What one person may do in one chat. Admins have every moderator right. */
export interface ChatRights {
  readonly chat: Chat;
  /** Their row, whether they are in the chat or have left it; null when they never were. */
  readonly participant: ChatParticipant | null;
  readonly isParticipant: boolean;
  readonly isAdmin: boolean;
  readonly canManageParticipants: boolean;
  readonly canDeleteMessages: boolean;
  readonly canPinMessages: boolean;
}

/**
 * The rights of `userId` in chat `chatId` (NOT_FOUND when there is none). With `lock`, the chat row
 * stays locked until the transaction ends (see `lockChat`).
 */
export async function rightsIn(em: EntityManager, chatId: string, userId: string, options: { lock?: boolean } = {}): Promise<ChatRights> {
  const chat = options.lock ? await lockChat(em, chatId) : await findChatById(em, chatId);
  if (!chat) throw chatErrors.notFound();
  const participant = await findParticipant(em, chat.id, userId);
  const isParticipant = participant?.isActive === true;
  const isAdmin = isParticipant && participant.isAdmin;
  const moderator = isParticipant && !isAdmin ? await findModerator(em, chat.id, userId) : null;
  return {
    chat,
    participant,
    isParticipant,
    isAdmin,
    canManageParticipants: isAdmin || moderator?.canManageParticipants === true,
    canDeleteMessages: isAdmin || moderator?.canDeleteMessages === true,
    canPinMessages: isAdmin || moderator?.canPinMessages === true,
  };
}
