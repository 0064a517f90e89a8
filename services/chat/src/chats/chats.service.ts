import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { z } from 'zod';
import {
  badInput,
  beforeDate,
  datePosition,
  datePositionOf,
  forbidden,
  hasRole,
  isUuid,
  messages,
  notFound,
  pageSize,
  parseInput,
  recordEvent,
  requireUser,
  rules,
  toPage,
  type Page,
  type RequestContext,
  type Viewer,
} from '@koinonia/kit';
import { ChatEntity, ChatParticipantEntity, chatTypes, type Chat, type ChatParticipant } from './chat.entity.ts';

const SOURCE = 'chat';

const addInput = z
  .object({
    type: z.enum(chatTypes, { error: messages.required }),
    name: rules.optionalText(),
    description: rules.optionalText(),
    isPublic: z.boolean().nullish(),
    imageUrl: rules.optionalHttpsLink(),
    participantIds: z.array(rules.id()).nullish(),
    groupId: rules.id().nullish(),
    eventId: rules.id().nullish(),
  })
  .superRefine((input, issues) => {
    const problem = (path: string, message: string) => issues.addIssue({ code: 'custom', path: [path], message });
    if (input.type === 'USER_GROUP' && !input.name) problem('name', messages.required);
    if (input.type === 'GROUP_CHAT' && !input.groupId) problem('groupId', messages.required);
    if (input.type !== 'GROUP_CHAT' && input.groupId) problem('groupId', 'is only for GROUP_CHAT chats');
    if (input.type === 'EVENT_CHAT' && !input.eventId) problem('eventId', messages.required);
    if (input.type !== 'EVENT_CHAT' && input.eventId) problem('eventId', 'is only for EVENT_CHAT chats');
    if (input.type === 'DIRECT' && input.isPublic) problem('isPublic', 'a direct chat cannot be public');
  });

const editInput = z.object({
  id: rules.id(),
  // Only the fields given change; null clears an optional one.
  name: rules.editableText(),
  description: rules.editableText(),
  isPublic: z.boolean().nullish(),
  imageUrl: rules.optionalHttpsLink(),
  // Fixed at creation (participants change through chatParticipant~).
  type: z.null({ error: 'cannot be changed' }).optional(),
  participantIds: z.null({ error: 'cannot be changed' }).optional(),
  groupId: z.null({ error: 'cannot be changed' }).optional(),
  eventId: z.null({ error: 'cannot be changed' }).optional(),
});

const idInput = z.object({ id: rules.id() });

const listInput = z.object({
  userId: rules.id().nullish(),
  groupId: rules.id().nullish(),
  eventId: rules.id().nullish(),
  types: z.array(z.enum(chatTypes)).nullish(),
  cursor: z.string().nullish(),
  unreadOnly: z.boolean().nullish(),
});

/** A chat's active participant row for `userId`, if any. */
const activeParticipant = (em: EntityManager, chatId: string, userId: string): Promise<ChatParticipant | null> =>
  em.findOne(ChatParticipantEntity, { chatId, userId, isActive: true });

/** Public chats are visible to everyone; the rest only to their active participants. */
async function canSee(em: EntityManager, viewer: Viewer, chat: Chat): Promise<boolean> {
  if (chat.isPublic) return true;
  return viewer.userId ? (await activeParticipant(em, chat.id, viewer.userId)) !== null : false;
}

/** The key that makes two people's direct chat unique, whoever starts it. */
const directKeyOf = (a: string, b: string): string => [a, b].sort().join(':');

/**
 * Starts a chat with the viewer as its first admin. A DIRECT chat between two people exists once:
 * starting it again returns the one there is.
 */
export async function addChat(ctx: RequestContext, args: unknown): Promise<Chat> {
  const me = requireUser(ctx.viewer);
  const input = parseInput(addInput, args);
  const others = [...new Set(input.participantIds ?? [])].filter((userId) => userId !== me);
  if (input.type === 'DIRECT' && others.length !== 1) {
    throw badInput([{ path: 'participantIds', message: 'must name exactly one other person' }]);
  }
  if (input.type === 'USER_GROUP' && others.length === 0) {
    throw badInput([{ path: 'participantIds', message: 'must name at least one other person' }]);
  }
  const directKey = input.type === 'DIRECT' ? directKeyOf(me, others[0]!) : null;
  if (directKey) {
    const existing = await openDirectChat(ctx.em, directKey, me);
    if (existing) return existing;
  }
  try {
    return await ctx.em.transactional(async (em) => {
      const chatId = randomUUID();
      const chat = em.create(ChatEntity, {
        id: chatId,
        type: input.type,
        name: input.type === 'DIRECT' ? null : input.name,
        description: input.description,
        imageUrl: input.imageUrl ?? null,
        isPublic: input.isPublic ?? false,
        groupId: input.groupId ?? null,
        eventId: input.eventId ?? null,
        creatorId: me,
        directKey,
      });
      em.create(ChatParticipantEntity, { id: randomUUID(), chatId, userId: me, isAdmin: true, leftAt: null });
      for (const userId of others) {
        em.create(ChatParticipantEntity, { id: randomUUID(), chatId, userId, isAdmin: false, leftAt: null });
      }
      recordEvent(em, SOURCE, ctx.viewer, {
        type: 'chat.chat.created',
        version: 1,
        aggregateId: chatId,
        payload: {
          chatId,
          type: chat.type,
          name: chat.name ?? null,
          groupId: chat.groupId ?? null,
          eventId: chat.eventId ?? null,
          isPublic: chat.isPublic,
          creatorId: me,
          participantIds: [me, ...others],
        },
      });
      return chat;
    });
  } catch (error) {
    // Both people started their direct chat at the same moment: the unique key kept one; use it.
    if (directKey && error instanceof UniqueConstraintViolationException) {
      const existing = await openDirectChat(ctx.em.fork(), directKey, me);
      if (existing) return existing;
    }
    throw error;
  }
}

/** The direct chat with this key, with the viewer (back) in it; null when there is none yet. */
async function openDirectChat(em: EntityManager, directKey: string, me: string): Promise<Chat | null> {
  return em.transactional(async (tx) => {
    const chat = await tx.findOne(ChatEntity, { directKey });
    if (!chat) return null;
    const mine = await tx.findOne(ChatParticipantEntity, { chatId: chat.id, userId: me });
    if (mine && !mine.isActive) {
      mine.isActive = true;
      mine.leftAt = null;
    }
    return chat;
  });
}

/** The chat `id` when the viewer is one of its active admins; NOT_FOUND or FORBIDDEN otherwise. */
async function chatAdministeredBy(em: EntityManager, chatId: string, userId: string): Promise<Chat> {
  const chat = await em.findOne(ChatEntity, { id: chatId });
  if (!chat) throw notFound('Chat');
  const participant = await activeParticipant(em, chat.id, userId);
  if (!participant?.isAdmin) throw forbidden('Only the chat’s admins can do this');
  return chat;
}

const settingsOf = (chat: Chat): string =>
  JSON.stringify([chat.name ?? null, chat.description ?? null, chat.isPublic, chat.imageUrl ?? null]);

export async function editChat(ctx: RequestContext, args: unknown): Promise<Chat> {
  const me = requireUser(ctx.viewer);
  const input = parseInput(editInput, args);
  return ctx.em.transactional(async (em) => {
    const chat = await chatAdministeredBy(em, input.id, me);
    if (chat.type === 'DIRECT') throw badInput([{ path: 'id', message: 'a direct chat has no settings to edit' }]);
    const before = settingsOf(chat);
    if (input.name !== undefined) {
      // A USER_GROUP chat is known by its name; other chats may drop theirs.
      if (chat.type === 'USER_GROUP' && !input.name) throw badInput([{ path: 'name', message: messages.required }]);
      chat.name = input.name;
    }
    if (input.description !== undefined) chat.description = input.description;
    if (input.isPublic != null) chat.isPublic = input.isPublic;
    if (input.imageUrl !== undefined) chat.imageUrl = input.imageUrl;
    // Nothing for other services to hear about when nothing changed.
    if (settingsOf(chat) === before) return chat;
    recordEvent(em, SOURCE, ctx.viewer, {
      type: 'chat.chat.updated',
      version: 1,
      aggregateId: chat.id,
      payload: {
        chatId: chat.id,
        type: chat.type,
        name: chat.name ?? null,
        description: chat.description ?? null,
        imageUrl: chat.imageUrl ?? null,
        isPublic: chat.isPublic,
      },
    });
    return chat;
  });
}

/** Deletes the chat and its participants; returns the chat as it was. */
export async function deleteChat(ctx: RequestContext, args: unknown): Promise<Chat> {
  const me = requireUser(ctx.viewer);
  const input = parseInput(idInput, args);
  return ctx.em.transactional(async (em) => {
    const chat = await chatAdministeredBy(em, input.id, me);
    const participants = await em.find(ChatParticipantEntity, { chatId: chat.id, isActive: true }, { fields: ['userId'] });
    await em.nativeDelete(ChatParticipantEntity, { chatId: chat.id });
    await em.nativeDelete(ChatEntity, { id: chat.id });
    recordEvent(em, SOURCE, ctx.viewer, {
      type: 'chat.chat.deleted',
      version: 1,
      aggregateId: chat.id,
      payload: { chatId: chat.id, type: chat.type, participantIds: participants.map((p) => p.userId) },
    });
    return chat;
  });
}

/** A chat by id: null when there is none, FORBIDDEN when the viewer may not see it. */
export async function findChat(ctx: RequestContext, args: unknown): Promise<Chat | null> {
  const input = parseInput(idInput, args);
  const chat = await ctx.em.findOne(ChatEntity, { id: input.id });
  if (!chat) return null;
  if (!(await canSee(ctx.em, ctx.viewer, chat))) throw forbidden('This chat is private');
  return chat;
}

/** For federation: the chat when the viewer may see it, otherwise null (never an error). */
export async function resolveChatReference(ctx: RequestContext, ref: { id: string }): Promise<Chat | null> {
  if (!isUuid(ref.id)) return null;
  const chat = await ctx.em.findOne(ChatEntity, { id: ref.id });
  return chat && (await canSee(ctx.em, ctx.viewer, chat)) ? chat : null;
}

/**
 * A person's chats (those they are an active participant of), newest first. Only ADMINs may list
 * someone else's.
 */
export async function listChats(ctx: RequestContext, args: unknown): Promise<Page<Chat>> {
  const me = requireUser(ctx.viewer);
  const input = parseInput(listInput, args);
  const userId = input.userId ?? me;
  if (userId !== me && !hasRole(ctx.viewer, 'ADMIN')) throw forbidden('You can only list your own chats');
  const after = datePosition(input.cursor);
  // Unread means messages not yet read; chats have no messages yet, so none is unread.
  if (input.unreadOnly) return { results: [], hasNextPage: false, cursor: null };

  const limit = pageSize();
  const memberOf = ctx.em
    .createQueryBuilder(ChatParticipantEntity, 'p')
    .select('p.chatId')
    .where({ userId, isActive: true });
  const rows = await ctx.em.find(
    ChatEntity,
    {
      id: { $in: memberOf },
      ...(input.groupId ? { groupId: input.groupId } : {}),
      ...(input.eventId ? { eventId: input.eventId } : {}),
      ...(input.types?.length ? { type: { $in: input.types } } : {}),
      ...(after ? beforeDate('createdAt', after) : {}),
    },
    { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: limit + 1 },
  );
  return toPage(rows, limit, (chat) => datePositionOf(chat.createdAt, chat.id));
}

/** Everyone who is or was in the chat, in the order they joined (among those who joined together, admins first). */
export function participantsOf(ctx: RequestContext, chat: Chat): Promise<ChatParticipant[]> {
  return ctx.em.find(
    ChatParticipantEntity,
    { chatId: chat.id },
    { orderBy: [{ joinedAt: 'asc' }, { isAdmin: 'desc' }, { id: 'asc' }] },
  );
}
