import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { isBlockedPair } from '../blocks/blocks.repository.ts';
import { ChatParticipantEntity } from '../chats/chat.entity.ts';
import { findParticipant } from '../chats/chat.repository.ts';
import { rightsIn } from './chat-rights.ts';
import { participantErrors } from './participants.errors.ts';
import { recordParticipant } from './participants.events.ts';

/**
 * chatParticipant(mutationType: ADD): without `userId` the viewer joins a public chat; with it, an
 * admin or a moderator who manages participants adds that person. Someone who left comes back (joined
 * anew, without the admin role or moderator rights they had); someone already in changes nothing.
 */
export const addParticipant = defineUseCase({
  access: 'member',
  input: z.object({ chatId: rules.id(), userId: rules.id().nullish() }),
  execute: async (ctx, input) => {
    const me = ctx.viewer.userId;
    const userId = input.userId ?? me;
    const self = userId === me;
    return ctx.em.transactional(async (em) => {
      const rights = await rightsIn(em, input.chatId, me, { lock: true });
      const { chat } = rights;
      if (self && !rights.isParticipant && !chat.isPublic) throw participantErrors.privateChat();
      if (!self && !rights.isParticipant) throw participantErrors.notAParticipant();
      if (!self && !rights.canManageParticipants) throw participantErrors.cannotManage();
      if (chat.type === 'DIRECT') throw participantErrors.directIsFixed();
      if (!self && (await isBlockedPair(em, me, userId))) throw participantErrors.blocked();
      const existing = self ? rights.participant : await findParticipant(em, chat.id, userId);
      if (existing?.isActive) return existing;
      const participant =
        existing ?? em.create(ChatParticipantEntity, { id: randomUUID(), chatId: chat.id, userId, isAdmin: false, leftAt: null });
      participant.isActive = true;
      participant.leftAt = null;
      participant.joinedAt = new Date();
      recordParticipant.joined(em, ctx.viewer, chat, userId, self ? null : me);
      return participant;
    });
  },
});
