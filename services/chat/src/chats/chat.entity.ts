import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const chatTypes = ['DIRECT', 'EVENT_CHAT', 'GROUP_CHAT', 'USER_GROUP'] as const;
export type ChatType = (typeof chatTypes)[number];

/** A conversation. People, groups and events live in other services and are referred to by id. */
export const ChatEntity = defineEntity({
  name: 'Chat',
  tableName: 'chat',
  properties: {
    id: p.uuid().primary(),
    name: p.string().nullable(),
    type: p.enum(chatTypes),
    groupId: p.uuid().nullable(),
    eventId: p.uuid().nullable(),
    creatorId: p.uuid(),
    isPublic: p.boolean().default(false),
    description: p.text().nullable(),
    imageUrl: p.string().nullable(),
    /**
     * For DIRECT chats only: the two user ids, sorted and joined. Unique, so two people have at most
     * one direct chat even when both start it at the same moment.
     */
    directKey: p.string().nullable().unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

/** A person in a chat. Leaving keeps the row (isActive false, leftAt set) for the chat's history. */
export const ChatParticipantEntity = defineEntity({
  name: 'ChatParticipant',
  tableName: 'chat_participant',
  properties: {
    id: p.uuid().primary(),
    chatId: p.uuid(),
    userId: p.uuid().index(),
    isAdmin: p.boolean().default(false),
    isActive: p.boolean().default(true),
    joinedAt: p.datetime().onCreate(() => new Date()),
    leftAt: p.datetime().nullable(),
  },
});

export type Chat = InferEntity<typeof ChatEntity>;
export type ChatParticipant = InferEntity<typeof ChatParticipantEntity>;
