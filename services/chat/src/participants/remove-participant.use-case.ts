import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { findParticipant } from '../chats/chat.repository.ts';
import { rightsIn } from './chat-rights.ts';
import { countActiveAdmins, deleteModeratorOf, findLongestStanding } from './participant.repository.ts';
import { participantErrors } from './participants.errors.ts';
import { recordParticipant } from './participants.events.ts';

/**
 * chatParticipant(mutationType: DELETE): without `userId` the viewer leaves; with it, an admin or a
 * moderator who manages participants removes that person (only admins remove admins). The row stays
 * (isActive false, leftAt) without its admin role and moderator rights. A chat whose last admin left
 * gets the longest-standing participant as admin, so it can still be managed.
 */
export const removeParticipant = defineUseCase({
  access: 'member',
  input: z.object({ chatId: rules.id(), userId: rules.id().nullish() }),
  execute: async (ctx, input) => {
    const me = ctx.viewer.userId;
    const userId = input.userId ?? me;
    const self = userId === me;
    return ctx.em.transactional(async (em) => {
      const rights = await rightsIn(em, input.chatId, me, { lock: true });
      const { chat } = rights;
      if (!rights.isParticipant) throw participantErrors.notAParticipant();
      if (!self && !rights.canManageParticipants) throw participantErrors.cannotManage();
      if (!self && chat.type === 'DIRECT') throw participantErrors.directIsFixed();
      const target = self ? rights.participant : await findParticipant(em, chat.id, userId);
      if (!target?.isActive) throw participantErrors.notInChat();
      if (!self && target.isAdmin && !rights.isAdmin) throw participantErrors.onlyAdminsRemoveAdmins();
      const wasAdmin = target.isAdmin;
      target.isActive = false;
      target.isAdmin = false;
      target.leftAt = new Date();
      await deleteModeratorOf(em, chat.id, userId);
      if (wasAdmin) {
        await em.flush();
        const next = (await countActiveAdmins(em, chat.id)) === 0 ? await findLongestStanding(em, chat.id) : null;
        if (next) next.isAdmin = true;
      }
      recordParticipant.left(em, ctx.viewer, chat, userId, self ? null : me);
      return target;
    });
  },
});
