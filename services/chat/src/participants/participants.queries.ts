import { z } from 'zod';
import { parseInput, rules, type RequestContext } from '@koinonia/kit';
import type {
  QueryChatModeratorsArgs,
  QueryChatParticipantsArgs,
  QueryGetChatsByUserIdArgs,
} from '../__generated__/resolvers.ts';
import type { ChatParticipant } from '../chats/chat.entity.ts';
import type { ChatPage } from '../chats/chat.repository.ts';
import { listChats, requireVisibleChat } from '../chats/chats.queries.ts';
import { participantsByChat } from '../chats/chat.repository.ts';
import type { ChatModerator } from './chat-moderator.entity.ts';
import { moderatorsByChat } from './participant.repository.ts';

/** A chat's participants, for whoever may see the chat (as its `participants` field). */
export async function listParticipants(ctx: RequestContext, args: QueryChatParticipantsArgs): Promise<ChatParticipant[]> {
  const input = parseInput(z.object({ chatId: rules.id(), activeOnly: z.boolean().nullish() }), args);
  const chat = await requireVisibleChat(ctx, input.chatId);
  const participants = await participantsByChat(ctx).load(chat.id);
  return input.activeOnly ? participants.filter((p) => p.isActive) : participants;
}

/** A chat's moderators, for whoever may see the chat. */
export async function listModerators(ctx: RequestContext, args: QueryChatModeratorsArgs): Promise<ChatModerator[]> {
  const input = parseInput(z.object({ chatId: rules.id() }), args);
  const chat = await requireVisibleChat(ctx, input.chatId);
  return moderatorsByChat(ctx).load(chat.id);
}

/** `chats` for one person and at most one type; its rules (your own, anyone's for ADMINs) apply. */
export function listChatsOfUser(ctx: RequestContext, args: QueryGetChatsByUserIdArgs): Promise<ChatPage> {
  return listChats(ctx, { userId: args.userId, types: args.type ? [args.type] : null, cursor: args.cursor ?? null });
}
