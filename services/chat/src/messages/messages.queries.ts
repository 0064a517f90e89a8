import { z } from 'zod';
import { datePosition, pageSize, parseInput, requireUser, rules, type RequestContext } from '@koinonia/kit';
import type { QueryChatMessagesArgs } from '../__generated__/resolvers.ts';
import { chatById, participantsByChat } from '../chats/chat.repository.ts';
import { chatErrors } from '../chats/chats.errors.ts';
import { participantErrors } from '../participants/participants.errors.ts';
import type { ChatMessage } from './chat-message.entity.ts';
import { findMessagePage, messageById, type ChatMessagePage } from './message.repository.ts';
import { messageErrors } from './messages.errors.ts';

/**
 * The chat `chatId` when the viewer is one of its active participants: messages are for them only
 * (a public chat shows its people to everyone, its messages to those who joined).
 */
export async function requireParticipation(ctx: RequestContext, chatId: string): Promise<string> {
  const me = requireUser(ctx.viewer);
  const chat = await chatById(ctx).load(chatId);
  if (!chat) throw chatErrors.notFound();
  const participants = await participantsByChat(ctx).load(chat.id);
  if (!participants.some((p) => p.userId === me && p.isActive)) throw participantErrors.notAParticipant();
  return chat.id;
}

const listInput = z.object({ chatId: rules.id(), cursor: z.string().nullish(), pinnedOnly: z.boolean().nullish() });

/** A chat's messages, newest first, for its active participants. */
export async function listMessages(ctx: RequestContext, args: QueryChatMessagesArgs): Promise<ChatMessagePage> {
  requireUser(ctx.viewer);
  const input = parseInput(listInput, args);
  const chatId = await requireParticipation(ctx, input.chatId);
  const before = datePosition(input.cursor);
  return findMessagePage(ctx.em, { chatId, pinnedOnly: input.pinnedOnly === true, before, limit: pageSize() });
}

/** A message for the active participants of its chat: NOT_FOUND when there is none, FORBIDDEN otherwise. */
export async function requireVisibleMessage(ctx: RequestContext, messageId: string): Promise<ChatMessage> {
  requireUser(ctx.viewer);
  const message = await messageById(ctx).load(messageId);
  if (!message) throw messageErrors.notFound();
  await requireParticipation(ctx, message.chatId);
  return message;
}
