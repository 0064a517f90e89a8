import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineUseCase, mapUniqueViolation, messages, rules } from '@koinonia/kit';
import { blockedAmong } from '@koinonia/kit/blocks';
import { findActiveParticipantIds } from '../chats/chat.repository.ts';
import { rightsIn } from '../participants/chat-rights.ts';
import { advanceReadStatus } from '../read-status/read-status.repository.ts';
import { participantErrors } from '../participants/participants.errors.ts';
import { ChatMessageAttachmentEntity, ChatMessageEntity, type ChatMessage } from './chat-message.entity.ts';
import type { ChatLive } from '../live/chat-live.ts';
import type { ChatMedia } from './chat-media.ts';
import { mentionsIn, messageText } from './message-content.ts';
import { ATTACHMENT_FILE_CONSTRAINT } from './message.repository.ts';
import { messageErrors } from './messages.errors.ts';
import { recordMessage } from './messages.events.ts';

export const MAX_ATTACHMENTS = 10;

const sendInput = z
  .object({
    chatId: rules.id(),
    content: messageText().nullish().transform((v) => v || null),
    attachments: z.array(z.object({ uploadId: rules.id() })).max(MAX_ATTACHMENTS, 'at most 10 files').nullish(),
    isPinned: z.boolean().nullish(),
    id: z.null({ error: 'is only for EDIT and DELETE' }).optional(),
  })
  .refine((input) => input.content || input.attachments?.length, { path: ['content'], message: messages.required });

/**
 * chatMessage(mutationType: ADD): an active participant sends text and/or files (kit's media service
 * checks each upload, inside this transaction). Mentions count only for people in the chat. The event
 * names every other participant, and those who have the chat open, for notify.
 *
 * Blocks: no message in a direct chat between two people when either blocked the other. In a chat
 * they share with others the message goes to the room (its people see it, as they see the group's),
 * but it mentions, and names to be told, no one who blocked the sender or whom the sender blocked.
 */
export const sendMessage = defineUseCase({
  access: 'member',
  input: sendInput,
  execute: async (ctx, input, { media, live }: ChatMedia & { readonly live: ChatLive }): Promise<ChatMessage> => {
    const me = ctx.viewer.userId;
    const send = () =>
      ctx.em.transactional(async (em) => {
        const rights = await rightsIn(em, input.chatId, me);
        const { chat } = rights;
        if (!rights.isParticipant) throw participantErrors.notAParticipant();
        if (input.isPinned && !rights.canPinMessages) throw messageErrors.cannotPin();
        const everyone = await findActiveParticipantIds(em, chat.id);
        const blocked = await blockedAmong(em, me, everyone);
        if (chat.directKey && blocked.size > 0) throw participantErrors.blocked();
        const participantIds = everyone.filter((id) => !blocked.has(id));
        const message = em.create(ChatMessageEntity, {
          id: randomUUID(),
          createdAt: new Date(),
          chatId: chat.id,
          senderId: me,
          content: input.content,
          mentionedUserIds: mentionsIn(input.content, participantIds, me),
          isPinned: input.isPinned === true,
          pinnedById: input.isPinned ? me : null,
          pinnedAt: input.isPinned ? new Date() : null,
          deletedById: null,
        });
        const uploads = input.attachments ?? [];
        for (const [position, { uploadId }] of uploads.entries()) {
          const file = await media.confirmUpload(em, { viewer: ctx.viewer, slotId: uploadId });
          if (file.purpose !== 'CHAT_ATTACHMENT') throw messageErrors.wrongUpload(`attachments.${position}.uploadId`);
          em.create(ChatMessageAttachmentEntity, { id: randomUUID(), messageId: message.id, fileId: file.id, position });
        }
        // Whoever writes has read the chat up to what they wrote.
        await advanceReadStatus(em, { chatId: chat.id, userId: me, messageId: message.id, messageAt: message.createdAt });
        const recipients = participantIds.filter((id) => id !== me);
        const viewing = new Set(await live.viewing(chat.id));
        recordMessage.sent(em, ctx.viewer, chat, message, { all: recipients, viewing: recipients.filter((id) => viewing.has(id)) }, uploads.length);
        return message;
      });
    // The same confirmed upload sent in two messages at once: the unique file id keeps it in one.
    return mapUniqueViolation(send, { [ATTACHMENT_FILE_CONSTRAINT]: () => messageErrors.uploadUsed('attachments') });
  },
});
