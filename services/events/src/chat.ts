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
  /** Someone joined, was added or came back; `addedById` is null when they joined themselves. */
  'chat.participant.joined': {
    1: z.object({ chatId: z.string(), type: chatType, userId: z.string(), addedById: z.string().nullable() }),
  },
  /** Someone left, or was removed (`removedById` not null) by an admin or a moderator. */
  'chat.participant.left': {
    1: z.object({ chatId: z.string(), type: chatType, userId: z.string(), removedById: z.string().nullable() }),
  },
  /** A chat admin granted, changed or withdrew (all rights false) a participant's moderator rights. */
  'chat.moderator.changed': {
    1: z.object({
      chatId: z.string(),
      userId: z.string(),
      canManageParticipants: z.boolean(),
      canDeleteMessages: z.boolean(),
      canPinMessages: z.boolean(),
      grantedById: z.string(),
    }),
  },
  /**
   * A message was sent. Notify tells `mentionedUserIds` of a chat mention and the other recipients of
   * a chat message. Aggregate: the chat.
   */
  'chat.message.sent': {
    1: z.object({
      messageId: z.string(),
      chatId: z.string(),
      chatType: chatType,
      chatName: z.string().nullable(),
      groupId: z.string().nullable(),
      eventId: z.string().nullable(),
      senderId: z.string(),
      /** The chat's other active participants when it was sent. */
      recipientIds: z.array(z.string()),
      /** Recipients the content mentions (`@[Name](userId)`), each once. */
      mentionedUserIds: z.array(z.string()),
      /** Recipients who had the chat open when it was sent: they saw it, so notify tells them nothing. */
      viewingUserIds: z.array(z.string()),
      attachmentCount: z.number().int(),
    }),
  },
  /** An edit mentioned people the message did not mention before: notify tells them of a chat mention. */
  'chat.message.mentioned': {
    1: z.object({
      messageId: z.string(),
      chatId: z.string(),
      chatType: chatType,
      chatName: z.string().nullable(),
      senderId: z.string(),
      mentionedUserIds: z.array(z.string()),
    }),
  },
  /** A message was deleted by its sender, or removed by a moderator (`deletedById` another person). */
  'chat.message.deleted': {
    1: z.object({ messageId: z.string(), chatId: z.string(), senderId: z.string(), deletedById: z.string() }),
  },
  /**
   * A participant (reporterId) reported another's message (authorId) with a reason; community files it
   * as a CHAT_MESSAGE report for its moderators (the group's, for a group's chat). Aggregate: the chat.
   */
  'chat.message.reported': {
    1: z.object({
      messageId: z.string(),
      chatId: z.string(),
      groupId: z.string().nullable(),
      reporterId: z.string(),
      authorId: z.string(),
      body: z.string(),
      reason: z.string(),
    }),
  },
  /** Someone reacted to a message (not recorded again for the same emoji). Aggregate: the chat. */
  'chat.reaction.added': {
    1: z.object({ messageId: z.string(), chatId: z.string(), userId: z.string(), emoji: z.string() }),
  },
  'chat.reaction.removed': {
    1: z.object({ messageId: z.string(), chatId: z.string(), userId: z.string(), emoji: z.string() }),
  },
  /**
   * A participant read a chat up to a message (only ever forward). `sendsReceipts` false: they turned
   * read receipts off, so no one is shown it. Aggregate: the chat.
   */
  'chat.read-status.updated': {
    1: z.object({
      chatId: z.string(),
      userId: z.string(),
      lastReadMessageId: z.string(),
      readAt: z.string(),
      sendsReceipts: z.boolean(),
    }),
  },
} as const;
