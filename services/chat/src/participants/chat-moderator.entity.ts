import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Rights a chat admin granted to one of its participants; removed when they leave. */
export const ChatModeratorEntity = defineEntity({
  name: 'ChatModerator',
  tableName: 'chat_moderator',
  properties: {
    id: p.uuid().primary(),
    chatId: p.uuid(),
    userId: p.uuid(),
    canManageParticipants: p.boolean(),
    canDeleteMessages: p.boolean(),
    canPinMessages: p.boolean(),
    grantedById: p.uuid(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export type ChatModerator = InferEntity<typeof ChatModeratorEntity>;
