import { z } from 'zod';

const chatType = z.enum(['DIRECT', 'EVENT_CHAT', 'GROUP_CHAT', 'USER_GROUP']);

/** Events chat publishes. A contract is never changed in place: add a new version instead. */
export const chatEvents = {
  'chat.chat.created': {
    1: z.object({
      chatId: z.string(),
      type: chatType,
      name: z.string().nullable(),
      groupId: z.string().nullable(),
      eventId: z.string().nullable(),
      isPublic: z.boolean(),
      /** The signed-in user who started it; they are its first admin. */
      creatorId: z.string(),
      /** Everyone in the chat when it was created, the creator included. */
      participantIds: z.array(z.string()),
    }),
  },
  'chat.chat.updated': {
    1: z.object({
      chatId: z.string(),
      type: chatType,
      name: z.string().nullable(),
      description: z.string().nullable(),
      imageUrl: z.string().nullable(),
      isPublic: z.boolean(),
    }),
  },
  'chat.chat.deleted': {
    1: z.object({
      chatId: z.string(),
      type: chatType,
      /** Everyone who was still in the chat, so their clients and notifications can drop it. */
      participantIds: z.array(z.string()),
    }),
  },
} as const;
