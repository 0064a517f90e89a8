import { z } from 'zod';
import { parseInput, requireUser, rules, type RequestContext } from '@koinonia/kit';
import type { QueryMessageReadStatusArgs, QueryTotalUnreadMessagesCountArgs } from '../__generated__/resolvers.ts';
import { chatTypes } from '../chats/chat.entity.ts';
import { requireVisibleMessage } from '../messages/messages.queries.ts';
import { countUnreadByChat, findReaders, readReceiptsOf, type Reader } from './read-status.repository.ts';

/** One reader of one message (the `MessageReadStatus` schema type is resolved from it). */
export type MessageReader = Reader & { readonly messageId: string };

/** Who read a message, for its chat's participants; nothing for a viewer who sends no receipts. */
export async function listReaders(ctx: RequestContext, args: QueryMessageReadStatusArgs): Promise<MessageReader[]> {
  requireUser(ctx.viewer);
  const input = parseInput(z.object({ messageId: rules.id() }), args);
  const message = await requireVisibleMessage(ctx, input.messageId);
  if (!(await readReceiptsOf(ctx.em, requireUser(ctx.viewer)))) return [];
  const readers = await findReaders(ctx.em, message.chatId, message.senderId, message.createdAt);
  return readers.map((reader) => ({ ...reader, messageId: message.id }));
}

const totalInput = z.object({
  types: z.array(z.enum(chatTypes)).nullish(),
  groupId: rules.id().nullish(),
  eventId: rules.id().nullish(),
});

/** The viewer's unread messages over all their chats (or those of some types, a group, an event). */
export async function totalUnread(ctx: RequestContext, args: QueryTotalUnreadMessagesCountArgs): Promise<number> {
  const me = requireUser(ctx.viewer);
  const input = parseInput(totalInput, args);
  const counts = await countUnreadByChat(ctx.em, me, input);
  return [...counts.values()].reduce((sum, n) => sum + n, 0);
}

export async function settingsOf(ctx: RequestContext): Promise<{ readReceipts: boolean }> {
  return { readReceipts: await readReceiptsOf(ctx.em, requireUser(ctx.viewer)) };
}
