import { randomUUID } from 'node:crypto';
import { isUuid, type EventHandlers, type SignedInViewer } from '@koinonia/kit';
import { recordReport } from './reports.events.ts';
import { REASON_MAX } from './reports.input.ts';
import { fileChatMessageReport, groupAdminIds } from './reports.repository.ts';

/**
 * Chat messages reported in chat become CHAT_MESSAGE reports here, reviewed like the rest: platform
 * admins, and for a group's chat its admins. Chat checked the reporter and the reason; a second
 * report of the same message by the same person changes nothing (as redelivery does).
 */
export function withChatReportHandlers(handlers: EventHandlers): EventHandlers {
  return handlers.on('chat.message.reported', 1, async (payload, { em, envelope }) => {
    if (!isUuid(payload.messageId) || !isUuid(payload.reporterId) || !isUuid(payload.authorId)) return;
    const report = await fileChatMessageReport(em, randomUUID(), {
      messageId: payload.messageId,
      groupId: payload.groupId && isUuid(payload.groupId) ? payload.groupId : null,
      reporterId: payload.reporterId,
      authorId: payload.authorId,
      body: payload.body,
      reason: payload.reason.trim().slice(0, REASON_MAX) || 'No reason given',
    });
    if (!report) return;
    const reporter: SignedInViewer = { userId: payload.reporterId, roles: [], sessionId: null, impersonatorId: envelope.impersonatorId };
    recordReport.filed(em, reporter, report, await groupAdminIds(em, report.groupId ?? null));
  });
}
