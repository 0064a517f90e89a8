import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** How far one participant has read a chat: every message sent up to `lastReadAt`. */
export const ChatReadStatusEntity = defineEntity({
  name: 'ChatReadStatus',
  tableName: 'chat_read_status',
  properties: {
    chatId: p.uuid().primary(),
    userId: p.uuid().primary(),
    lastReadMessageId: p.uuid(),
    lastReadAt: p.datetime(),
    readAt: p.datetime(),
  },
});

/** A member's chat settings. Read receipts off: they send none and see none. */
export const ChatMemberSettingEntity = defineEntity({
  name: 'ChatMemberSetting',
  tableName: 'chat_member_setting',
  properties: {
    userId: p.uuid().primary(),
    readReceipts: p.boolean(),
  },
});

export type ChatReadStatus = InferEntity<typeof ChatReadStatusEntity>;
export type ChatMemberSetting = InferEntity<typeof ChatMemberSettingEntity>;
