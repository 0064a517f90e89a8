import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { beforeDate, datePositionOf, defineGroupLoader, defineLoader, isUuid, toPage, type DatePosition, type Page } from '@koinonia/kit';
import { ChatMessageAttachmentEntity, ChatMessageEntity, type ChatMessage, type ChatMessageAttachment } from './chat-message.entity.ts';

/** A page of messages (the `ChatMessagePage` schema type is resolved from it). */
export type ChatMessagePage = Page<ChatMessage>;

/** The unique constraint on `chat_message_attachment.file_id` (migration 0003): an upload goes with one message. */
export const ATTACHMENT_FILE_CONSTRAINT = 'chat_message_attachment_file_id_key';

/** A message, locked until the transaction ends, so edits, pins and deletions of it apply one at a time. */
export const lockMessage = (em: EntityManager, id: string): Promise<ChatMessage | null> =>
  isUuid(id) ? em.findOne(ChatMessageEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : Promise.resolve(null);

export const findMessage = (em: EntityManager, id: string): Promise<ChatMessage | null> =>
  isUuid(id) ? em.findOne(ChatMessageEntity, { id }) : Promise.resolve(null);

export interface MessageListQuery {
  readonly chatId: string;
  readonly pinnedOnly: boolean;
  readonly before: DatePosition | null;
  readonly limit: number;
}

/** A page of a chat's messages, newest first. */
export async function findMessagePage(em: EntityManager, query: MessageListQuery): Promise<ChatMessagePage> {
  const rows = await em.find(
    ChatMessageEntity,
    {
      chatId: query.chatId,
      ...(query.pinnedOnly ? { isPinned: true } : {}),
      ...(query.before ? beforeDate('createdAt', query.before) : {}),
    },
    { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: query.limit + 1 },
  );
  return toPage(rows, query.limit, (message) => datePositionOf(message.createdAt, message.id));
}

export const findAttachments = (em: EntityManager, messageId: string): Promise<ChatMessageAttachment[]> =>
  em.find(ChatMessageAttachmentEntity, { messageId }, { orderBy: { position: 'asc' } });

/** Each message's attachments in order, batched per request: a page costs one query for all of them. */
export const attachmentsByMessage = defineGroupLoader(
  (em, messageIds: readonly string[]) =>
    em.find(ChatMessageAttachmentEntity, { messageId: { $in: messageIds } }, { orderBy: [{ messageId: 'asc' }, { position: 'asc' }] }),
  (attachment) => attachment.messageId,
);

/** Messages by id, batched per request; null for a malformed id. */
export const messageById = defineLoader(
  (em, ids: readonly string[]) => em.find(ChatMessageEntity, { id: { $in: ids.filter(isUuid) } }),
  (message) => message.id,
);

/** Records that `reporterId` reported the message; false when they already had (the primary key decides races). */
export async function recordReport(em: EntityManager, messageId: string, reporterId: string): Promise<boolean> {
  const rows = await em.execute<{ message_id: string }[]>(
    'insert into chat_message_report (message_id, reporter_id) values (?, ?) on conflict do nothing returning message_id',
    [messageId, reporterId],
  );
  return rows.length > 0;
}
