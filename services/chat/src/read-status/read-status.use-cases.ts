import { z } from 'zod';
import { defineUseCase, recordEvent, rules } from '@koinonia/kit';
import { messageFor } from '../messages/message-rights.ts';
import type { ChatReadStatus } from './read-status.entity.ts';
import { advanceReadStatus, findReadStatus, readReceiptsOf, saveReadReceipts } from './read-status.repository.ts';

/**
 * markMessageAsRead: an active participant has read their chat up to this message. The position only
 * moves forward (see advanceReadStatus); each move is an event, marked with whether they send receipts.
 */
export const markMessageAsRead = defineUseCase({
  access: 'member',
  input: z.object({ messageId: rules.id() }),
  execute: async (ctx, input): Promise<{ status: ChatReadStatus; moved: boolean; sendsReceipts: boolean }> => {
    const me = ctx.viewer.userId;
    return ctx.em.transactional(async (em) => {
      // Not locked: many readers mark the same message at once, and nothing of the message changes.
      const { message } = await messageFor(em, input.messageId, me, { lock: false });
      const position = { chatId: message.chatId, userId: me, messageId: message.id, messageAt: message.createdAt };
      const moved = await advanceReadStatus(em, position);
      const status = await findReadStatus(em, message.chatId, me);
      if (!status) throw new Error('read status vanished within its transaction');
      const sendsReceipts = await readReceiptsOf(em, me);
      if (moved) {
        recordEvent(em, 'chat', ctx.viewer, {
          type: 'chat.read-status.updated',
          version: 1,
          aggregateId: status.chatId,
          payload: {
            chatId: status.chatId,
            userId: me,
            lastReadMessageId: status.lastReadMessageId,
            readAt: status.readAt.toISOString(),
            sendsReceipts,
          },
        });
      }
      return { status, moved, sendsReceipts };
    });
  },
});

/** updateChatSettings: a member turns read receipts on or off (off: they send none and see none). */
export const updateChatSettings = defineUseCase({
  access: 'member',
  input: z.object({ readReceipts: z.boolean({ error: 'required' }) }),
  execute: async (ctx, input) => {
    await saveReadReceipts(ctx.em, ctx.viewer.userId, input.readReceipts);
    return { readReceipts: input.readReceipts };
  },
});
