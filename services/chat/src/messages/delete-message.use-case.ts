import { z } from 'zod';
import { defineUseCase, rules, type EntityManager, type Viewer } from '@koinonia/kit';
import type { MediaService } from '@koinonia/kit/media';
import { deleteReactionsOf } from '../reactions/reaction.repository.ts';
import type { ChatMessage } from './chat-message.entity.ts';
import type { ChatMedia } from './chat-media.ts';
import { messageFor } from './message-rights.ts';
import { findAttachments } from './message.repository.ts';
import { messageErrors } from './messages.errors.ts';
import { recordMessage } from './messages.events.ts';

/**
 * Soft-deletes a locked message as `deletedById`: the row stays (who deleted it), its text, mentions,
 * pin, reactions and files go (the files' bytes after the commit). Also used when community's
 * moderators remove a reported message (messages/moderation.handlers.ts).
 */
export async function softDeleteMessage(
  em: EntityManager,
  actor: Viewer,
  message: ChatMessage,
  deletedById: string,
  media: MediaService,
): Promise<void> {
  message.isDeleted = true;
  message.deletedById = deletedById;
  message.content = null;
  message.mentionedUserIds = [];
  message.isPinned = false;
  message.pinnedById = null;
  message.pinnedAt = null;
  for (const attachment of await findAttachments(em, message.id)) {
    await media.deleteFile(em, { fileId: attachment.fileId, ownerId: message.senderId });
    em.remove(attachment);
  }
  await deleteReactionsOf(em, message.id);
  recordMessage.deleted(em, actor, message);
}

/** deleteMessage: by its sender, or by an admin or a moderator who deletes messages. */
export const deleteMessage = defineUseCase({
  access: 'member',
  input: z.object({ messageId: rules.id() }),
  execute: async (ctx, input, { media }: ChatMedia): Promise<ChatMessage> => {
    const me = ctx.viewer.userId;
    return ctx.em.transactional(async (em) => {
      const { message, rights } = await messageFor(em, input.messageId, me);
      if (message.isDeleted) return message;
      if (message.senderId !== me && !rights.canDeleteMessages) throw messageErrors.cannotDelete();
      await softDeleteMessage(em, ctx.viewer, message, me, media);
      return message;
    });
  },
});
