import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { messageFor } from '../messages/message-rights.ts';
import { messageErrors } from '../messages/messages.errors.ts';
import type { ChatMessageReaction } from './reaction.entity.ts';
import { deleteReaction, findReaction, insertReaction } from './reaction.repository.ts';
import { recordReaction } from './reactions.events.ts';

// Pictographs with their modifiers, joiners, variation selectors and keycaps; no text.
const EMOJI = /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\u200d|\ufe0f|\u20e3)+$/u;
const PICTOGRAPH = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** One emoji as people see it (one grapheme: 👍🏽, ❤️, 👨‍👩‍👧 and flags included), nothing else. */
const isOneEmoji = (value: string): boolean =>
  value.length <= 32 && EMOJI.test(value) && PICTOGRAPH.test(value) && [...graphemes.segment(value)].length === 1;
const emoji = () => z.string().trim().refine(isOneEmoji, 'must be one emoji');

/** reactToMessage: an active participant adds an emoji to a message (once); not to a deleted message. */
export const reactToMessage = defineUseCase({
  access: 'member',
  input: z.object({ messageId: rules.id(), chatId: rules.id(), emoji: emoji() }),
  execute: async (ctx, input): Promise<ChatMessageReaction> => {
    const me = ctx.viewer.userId;
    return ctx.em.transactional(async (em) => {
      const { message } = await messageFor(em, input.messageId, me);
      if (message.chatId !== input.chatId) throw messageErrors.notFound();
      if (message.isDeleted) throw messageErrors.deleted();
      const reaction = { id: randomUUID(), messageId: message.id, chatId: message.chatId, userId: me, emoji: input.emoji };
      if (await insertReaction(em, reaction)) recordReaction.added(em, ctx.viewer, reaction);
      const stored = await findReaction(em, message.id, me, input.emoji);
      if (!stored) throw new Error('reaction vanished within its transaction');
      return stored;
    });
  },
});

/** removeReaction: the viewer takes back their emoji; null when they had not reacted with it. */
export const removeReaction = defineUseCase({
  access: 'member',
  input: z.object({ messageId: rules.id(), emoji: emoji() }),
  execute: async (ctx, input): Promise<ChatMessageReaction | null> => {
    const me = ctx.viewer.userId;
    return ctx.em.transactional(async (em) => {
      const { message } = await messageFor(em, input.messageId, me);
      const reaction = await findReaction(em, message.id, me, input.emoji);
      if (!reaction || !(await deleteReaction(em, reaction.id))) return null;
      recordReaction.removed(em, ctx.viewer, reaction);
      return reaction;
    });
  },
});
