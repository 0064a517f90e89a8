import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { findChatById } from '../chats/chat.repository.ts';
import { chatErrors } from '../chats/chats.errors.ts';
import { messageFor } from './message-rights.ts';
import { recordReport } from './message.repository.ts';
import { messageErrors } from './messages.errors.ts';
import { recordMessage } from './messages.events.ts';

/** As community's reportContent (its reports.input.ts), which files the report from chat's event. */
export const REPORT_REASON_MAX = 1000;

/**
 * reportChatMessage: a participant reports someone else's message to the moderators, once. Community
 * files it from `chat.message.reported` (the group's admins review a group chat's reports) and tells
 * chat of the review (messages/moderation.handlers.ts).
 */
export const reportChatMessage = defineUseCase({
  access: 'member',
  input: z.object({
    messageId: rules.id(),
    chatId: rules.id(),
    reason: rules.requiredText().max(REPORT_REASON_MAX, `must be at most ${REPORT_REASON_MAX} characters`),
  }),
  execute: async (ctx, input): Promise<boolean> => {
    const me = ctx.viewer.userId;
    return ctx.em.transactional(async (em) => {
      const { message } = await messageFor(em, input.messageId, me, { lock: false });
      if (message.chatId !== input.chatId) throw messageErrors.notFound();
      if (message.senderId === me) throw messageErrors.ownReport();
      if (message.isDeleted) throw messageErrors.deleted('messageId');
      const chat = await findChatById(em, message.chatId);
      if (!chat) throw chatErrors.notFound();
      if (!(await recordReport(em, message.id, me))) throw messageErrors.reportedTwice();
      recordMessage.reported(em, ctx.viewer, chat, message, input.reason);
      return true;
    });
  },
});
