import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A message; deleting it clears its content and attachments but keeps the row (who deleted it). */
export const ChatMessageEntity = defineEntity({
  name: 'ChatMessage',
  tableName: 'chat_message',
  properties: {
    id: p.uuid().primary(),
    chatId: p.uuid(),
    senderId: p.uuid(),
    content: p.text().nullable(),
    mentionedUserIds: p.json<string[]>(),
    isEdited: p.boolean().default(false),
    isPinned: p.boolean().default(false),
    pinnedById: p.uuid().nullable(),
    pinnedAt: p.datetime().nullable(),
    isDeleted: p.boolean().default(false),
    deletedById: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

/** A file sent with a message: the media file's id (its URLs, size and type come from the media service). */
export const ChatMessageAttachmentEntity = defineEntity({
  name: 'ChatMessageAttachment',
  tableName: 'chat_message_attachment',
  properties: {
    id: p.uuid().primary(),
    messageId: p.uuid(),
    fileId: p.uuid(),
    position: p.integer(),
  },
});

export type ChatMessage = InferEntity<typeof ChatMessageEntity>;
export type ChatMessageAttachment = InferEntity<typeof ChatMessageAttachmentEntity>;
