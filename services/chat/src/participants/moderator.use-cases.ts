import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineUseCase, rules, type EntityManager } from '@koinonia/kit';
import { chatErrors } from '../chats/chats.errors.ts';
import { ChatModeratorEntity } from './chat-moderator.entity.ts';
import { rightsIn } from './chat-rights.ts';
import { findModerator } from './participant.repository.ts';
import { participantErrors } from './participants.errors.ts';
import { recordParticipant } from './participants.events.ts';

const target = { chatId: rules.id(), userId: rules.id() };
const rights = {
  canManageParticipants: z.boolean().nullish(),
  canDeleteMessages: z.boolean().nullish(),
  canPinMessages: z.boolean().nullish(),
};
type Rights = { [K in keyof typeof rights]?: boolean | null | undefined };
const grantsNone = (r: Rights): boolean => !r.canManageParticipants && !r.canDeleteMessages && !r.canPinMessages;
const noRight = { path: ['canManageParticipants'], message: 'grant at least one right' };

/** The chat, locked, when `userId` is one of its active admins (only they grant rights). */
async function administeredChat(em: EntityManager, chatId: string, userId: string) {
  const mine = await rightsIn(em, chatId, userId, { lock: true });
  if (!mine.isAdmin) throw chatErrors.notAnAdmin();
  return mine.chat;
}

/** chatModerator(mutationType: ADD): a chat admin grants an active participant at least one right. */
export const addModerator = defineUseCase({
  access: 'member',
  input: z.object({ ...target, ...rights }).refine((input) => !grantsNone(input), noRight),
  execute: async (ctx, input) =>
    ctx.em.transactional(async (em) => {
      const chat = await administeredChat(em, input.chatId, ctx.viewer.userId);
      const participant = (await rightsIn(em, chat.id, input.userId)).participant;
      if (!participant?.isActive) throw participantErrors.moderatorMustParticipate();
      if (await findModerator(em, chat.id, input.userId)) throw participantErrors.alreadyModerator();
      const moderator = em.create(ChatModeratorEntity, {
        id: randomUUID(),
        chatId: chat.id,
        userId: input.userId,
        canManageParticipants: input.canManageParticipants ?? false,
        canDeleteMessages: input.canDeleteMessages ?? false,
        canPinMessages: input.canPinMessages ?? false,
        grantedById: ctx.viewer.userId,
      });
      recordParticipant.moderator(em, ctx.viewer, moderator);
      return moderator;
    }),
});

/** chatModerator(mutationType: EDIT): a chat admin changes the rights given; at least one must remain. */
export const editModerator = defineUseCase({
  access: 'member',
  input: z.object({ ...target, ...rights }),
  execute: async (ctx, input) =>
    ctx.em.transactional(async (em) => {
      const chat = await administeredChat(em, input.chatId, ctx.viewer.userId);
      const moderator = await findModerator(em, chat.id, input.userId);
      if (!moderator) throw participantErrors.notAModerator();
      const before = JSON.stringify([moderator.canManageParticipants, moderator.canDeleteMessages, moderator.canPinMessages]);
      if (input.canManageParticipants != null) moderator.canManageParticipants = input.canManageParticipants;
      if (input.canDeleteMessages != null) moderator.canDeleteMessages = input.canDeleteMessages;
      if (input.canPinMessages != null) moderator.canPinMessages = input.canPinMessages;
      // Withdrawing every right is DELETE; an EDIT that would leave none changes nothing.
      if (grantsNone(moderator)) throw participantErrors.noRight();
      const after = JSON.stringify([moderator.canManageParticipants, moderator.canDeleteMessages, moderator.canPinMessages]);
      if (after !== before) {
        moderator.grantedById = ctx.viewer.userId;
        recordParticipant.moderator(em, ctx.viewer, moderator);
      }
      return moderator;
    }),
});

/** chatModerator(mutationType: DELETE): a chat admin withdraws a moderator's rights; answers them as they were. */
export const deleteModerator = defineUseCase({
  access: 'member',
  input: z.object(target),
  execute: async (ctx, input) =>
    ctx.em.transactional(async (em) => {
      const chat = await administeredChat(em, input.chatId, ctx.viewer.userId);
      const moderator = await findModerator(em, chat.id, input.userId);
      if (!moderator) throw participantErrors.notAModerator();
      em.remove(moderator);
      recordParticipant.moderator(em, ctx.viewer, moderator, true);
      return moderator;
    }),
});
