import { z } from 'zod';
import { defineUseCase, messages, rules } from '@koinonia/kit';
import { blockedAmong } from '@koinonia/kit/blocks';
import { findActiveParticipantIds } from '../chats/chat.repository.ts';
import type { ChatMessage } from './chat-message.entity.ts';
import { mentionsIn, messageText } from './message-content.ts';
import { messageFor } from './message-rights.ts';
import { messageErrors } from './messages.errors.ts';
import { recordMessage } from './messages.events.ts';

const editInput = z.object({
  id: rules.id(),
  // Not given: left as it is. A message keeps some text once it has some; DELETE removes it.
  content: messageText().min(1, messages.required).optional(),
  isPinned: z.boolean().nullish(),
  // Which chat is fixed by the message; given, it must be the message's.
  chatId: rules.id().nullish(),
  attachments: z.null({ error: 'cannot be changed' }).optional(),
});

/**
 * chatMessage(mutationType: EDIT): the sender changes the text (isEdited; people it newly mentions
 * are told); pinning and unpinning is for the chat's admins and moderators who pin messages. A
 * deleted message stays as it is.
 */
export const editMessage = defineUseCase({
  access: 'member',
  input: editInput,
  execute: async (ctx, input): Promise<ChatMessage> => {
    const me = ctx.viewer.userId;
    return ctx.em.transactional(async (em) => {
      const { message, rights } = await messageFor(em, input.id, me);
      if (input.chatId && input.chatId !== message.chatId) throw messageErrors.notFound();
      if (message.isDeleted) throw messageErrors.deleted();
      if (input.content !== undefined && message.senderId !== me) throw messageErrors.notTheSender();
      if (input.isPinned != null && !rights.canPinMessages) throw messageErrors.cannotPin();
      if (input.content !== undefined && input.content !== message.content) {
        const before = new Set(message.mentionedUserIds);
        message.content = input.content;
        // As in a sent message: no one who blocked the sender, or whom they blocked, is mentioned.
        const everyone = await findActiveParticipantIds(em, message.chatId);
        const blocked = await blockedAmong(em, me, everyone);
        message.mentionedUserIds = mentionsIn(input.content, everyone.filter((id) => !blocked.has(id)), me);
        message.isEdited = true;
        const newly = message.mentionedUserIds.filter((id) => !before.has(id));
        if (newly.length) recordMessage.mentioned(em, ctx.viewer, rights.chat, message, newly);
      }
      if (input.isPinned != null && input.isPinned !== message.isPinned) {
        message.isPinned = input.isPinned;
        message.pinnedById = input.isPinned ? me : null;
        message.pinnedAt = input.isPinned ? new Date() : null;
      }
      return message;
    });
  },
});
