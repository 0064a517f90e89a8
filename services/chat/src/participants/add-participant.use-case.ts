import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineUseCase, rules, type RateLimit } from '@koinonia/kit';
import { ChatParticipantEntity } from '../chats/chat.entity.ts';
import { countActiveParticipants, findParticipant } from '../chats/chat.repository.ts';
import { rightsIn } from './chat-rights.ts';
import { checkNewParticipants, MAX_CHAT_PARTICIPANTS } from './participant-rules.ts';
import { participantErrors } from './participants.errors.ts';
import { recordParticipant } from './participants.events.ts';

/**
 * chatParticipant(mutationType: ADD): without `userId` the viewer joins a public chat; with it, an
 * admin or a moderator who manages participants adds that person: a member who neither blocked them
 * nor was blocked by them, counted against their hourly `participantLimit`. Someone who left comes
 * back (joined anew, without the admin role or moderator rights they had); someone already in
 * changes nothing. A USER_GROUP chat holds at most MAX_CHAT_PARTICIPANTS people.
 */
export const addParticipant = defineUseCase({
  access: 'member',
  input: z.object({ chatId: rules.id(), userId: rules.id().nullish() }),
  execute: async (ctx, input, { participantLimit }: { readonly participantLimit: RateLimit }) => {
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
      if (!self) await checkNewParticipants(em, me, [userId], () => 'userId');
      const existing = self ? rights.participant : await findParticipant(em, chat.id, userId);
      if (existing?.isActive) return existing;
      // Under the chat's row lock: two people joining at once cannot both take the last place.
      if (chat.type === 'USER_GROUP' && (await countActiveParticipants(em, chat.id)) >= MAX_CHAT_PARTICIPANTS) {
        throw participantErrors.chatFull(MAX_CHAT_PARTICIPANTS);
      }
      if (!self) await participantLimit.consume(me);
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
