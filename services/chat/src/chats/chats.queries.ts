import { z } from 'zod';
import {
  datePosition,
  emptyPage,
  isSelfOrAdmin,
  pageSize,
  parseInput,
  requireUser,
  rules,
  type EntityManager,
  type RequestContext,
} from '@koinonia/kit';
import type { QueryChatArgs, QueryChatsArgs } from '../__generated__/resolvers.ts';
import { chatTypes, type Chat } from './chat.entity.ts';
import { chatById, findChatById, findChatPage, findParticipant, participantsByChat, type ChatPage } from './chat.repository.ts';
import { countUnreadByChat } from '../read-status/read-status.repository.ts';
import { chatErrors } from './chats.errors.ts';

/**
 * Public chats are visible to everyone; the rest only to their active participants. Read through
 * the request's participants loader, which the chat's `participants` field then answers from.
 */
async function canSee(ctx: RequestContext, chat: Chat): Promise<boolean> {
  if (chat.isPublic) return true;
  const userId = ctx.viewer.userId;
  if (!userId) return false;
  return (await participantsByChat(ctx).load(chat.id)).some((p) => p.userId === userId && p.isActive);
}

/** A chat by id: null when there is none, FORBIDDEN when the viewer may not see it. */
export async function findChat(ctx: RequestContext, args: QueryChatArgs): Promise<Chat | null> {
  const { id } = parseInput(z.object({ id: rules.id() }), args);
  const chat = await chatById(ctx).load(id);
  if (!chat) return null;
  if (!(await canSee(ctx, chat))) throw chatErrors.private();
  return chat;
}

/** A chat the viewer may see, for the reads below it: NOT_FOUND when there is none, FORBIDDEN otherwise. */
export async function requireVisibleChat(ctx: RequestContext, id: string): Promise<Chat> {
  const chat = await chatById(ctx).load(id);
  if (!chat) throw chatErrors.notFound();
  if (!(await canSee(ctx, chat))) throw chatErrors.private();
  return chat;
}

/** For federation: the chat when the viewer may see it, otherwise null (never an error). */
export async function resolveChatReference(ctx: RequestContext, id: string): Promise<Chat | null> {
  const chat = await chatById(ctx).load(id);
  return chat && (await canSee(ctx, chat)) ? chat : null;
}

const listInput = z.object({
  userId: rules.id().nullish(),
  groupId: rules.id().nullish(),
  eventId: rules.id().nullish(),
  types: z.array(z.enum(chatTypes)).nullish(),
  cursor: z.string().nullish(),
  unreadOnly: z.boolean().nullish(),
});

/** A person's chats (those they are an active participant of), newest first; only admins list someone else's. */
export async function listChats(ctx: RequestContext, args: QueryChatsArgs): Promise<ChatPage> {
  const me = requireUser(ctx.viewer);
  const input = parseInput(listInput, args);
  const userId = input.userId ?? me;
  if (!isSelfOrAdmin(ctx.viewer, userId)) throw chatErrors.othersChats();
  const before = datePosition(input.cursor);
  // Only the chats where this person has messages they have not read.
  const unreadIn = input.unreadOnly ? [...(await countUnreadByChat(ctx.em, userId)).keys()] : undefined;
  if (unreadIn?.length === 0) return emptyPage();
  return findChatPage(ctx.em, {
    userId, groupId: input.groupId, eventId: input.eventId, types: input.types, ids: unreadIn, before, limit: pageSize(),
  });
}

/** The chat `chatId` when `userId` is one of its active admins; NOT_FOUND or FORBIDDEN otherwise. */
export async function chatAdministeredBy(em: EntityManager, chatId: string, userId: string): Promise<Chat> {
  const chat = await findChatById(em, chatId);
  if (!chat) throw chatErrors.notFound();
  const participant = await findParticipant(em, chat.id, userId);
  if (!participant?.isActive || !participant.isAdmin) throw chatErrors.notAnAdmin();
  return chat;
}
