import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import type { UploadSlot } from '@koinonia/kit/media';
import { rightsIn } from '../participants/chat-rights.ts';
import { participantErrors } from '../participants/participants.errors.ts';
import type { ChatMedia } from './chat-media.ts';

/**
 * chatUploadSlot: where an active participant sends a file before sending it in a message. The file
 * is theirs until a message of theirs takes it; unconfirmed uploads are swept.
 */
export const chatUploadSlot = defineUseCase({
  access: 'member',
  input: z.object({
    chatId: rules.id(),
    // The media port refuses a size that is not positive, or over the purpose's limit.
    size: z.number(),
    fileName: rules.optionalText(),
  }),
  execute: async (ctx, input, { media }: ChatMedia): Promise<UploadSlot> => {
    const me = ctx.viewer.userId;
    if (!(await rightsIn(ctx.em, input.chatId, me)).isParticipant) throw participantErrors.notAParticipant();
    return media.createUploadSlot(ctx.em, { viewer: ctx.viewer, purpose: 'CHAT_ATTACHMENT', ownerId: me, size: input.size, fileName: input.fileName });
  },
});
