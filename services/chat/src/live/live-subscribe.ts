import { z } from 'zod';
import { parseInput, requireUser, rules, type RequestContext } from '@koinonia/kit';
import { requireParticipation } from '../messages/messages.queries.ts';
import { readReceiptsOf } from '../read-status/read-status.repository.ts';
import type { ChatLive, LiveKind } from './chat-live.ts';

/**
 * Checks at subscribe that the viewer is an active participant of the chat (UNAUTHENTICATED,
 * FORBIDDEN, NOT_FOUND otherwise); the listener then stops when they leave.
 */
export async function listen(ctx: RequestContext, live: ChatLive, args: unknown, kind: LiveKind) {
  const userId = requireUser(ctx.viewer);
  const { chatId } = parseInput(z.object({ chatId: rules.id() }), args);
  await requireParticipation(ctx, chatId);
  if (kind !== 'read-status.updated') return live.listen({ userId, chatId, kind });
  // Read receipts off: none heard, and none of theirs told.
  const receipts = await readReceiptsOf(ctx.em, userId);
  return live.listen({ userId, chatId, kind, accepts: (event) => receipts && event.data['sendsReceipts'] === true });
}
