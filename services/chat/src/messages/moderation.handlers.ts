import { isUuid, type EventHandlers, type Logger } from '@koinonia/kit';
import type { MediaService } from '@koinonia/kit/media';
import { findActiveParticipantIds } from '../chats/chat.repository.ts';
import type { ChatLive } from '../live/chat-live.ts';
import { actorOf } from '../rooms/room-membership.ts';
import { softDeleteMessage } from './delete-message.use-case.ts';
import { lockMessage } from './message.repository.ts';

/**
 * Community's review of a reported chat message (filed from `chat.message.reported`): hiding or
 * removing it deletes the message as removed by the reviewing moderator, and its readers see it go.
 * A redelivered review, or one of a message already deleted, changes nothing.
 */
export function moderationHandlers(handlers: EventHandlers, media: MediaService, live: ChatLive, logger: Logger): EventHandlers {
  return handlers.on('community.report.reviewed', 2, async (review, { em, envelope }) => {
    if (review.contentType !== 'CHAT_MESSAGE' || review.actionTaken === 'DISMISS') return;
    if (!isUuid(review.contentId) || !isUuid(review.reviewedById)) return;
    const message = await lockMessage(em, review.contentId);
    if (!message || message.isDeleted) return;
    await softDeleteMessage(em, actorOf(envelope), message, review.reviewedById, media);
    // Told inside the consumer's transaction, as rooms/rooms.handlers.ts explains.
    await em.flush();
    try {
      const audience = await findActiveParticipantIds(em, message.chatId);
      await live.publish({ kind: 'message.deleted', chatId: message.chatId, audience, data: { ...message } });
    } catch (error) {
      logger.warn({ err: error, chatId: message.chatId }, 'live event not published');
    }
  });
}
