import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { deleteChatWithParticipants, findActiveParticipantIds } from './chat.repository.ts';
import { recordChat } from './chats.events.ts';
import { chatAdministeredBy } from './chats.queries.ts';

/** chat(mutationType: DELETE): a chat admin deletes it with its participants; answers it as it was. */
export const deleteChat = defineUseCase({
  access: 'member',
  input: z.object({ id: rules.id() }),
  execute: async (ctx, { id }) => {
    const me = ctx.viewer.userId;
    return ctx.em.transactional(async (em) => {
      const chat = await chatAdministeredBy(em, id, me);
      const participantIds = await findActiveParticipantIds(em, chat.id);
      await deleteChatWithParticipants(em, chat.id);
      recordChat.deleted(em, ctx.viewer, chat, participantIds);
      return chat;
    });
  },
});
