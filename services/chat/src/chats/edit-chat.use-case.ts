import { z } from 'zod';
import { defineUseCase, maxLength, rules } from '@koinonia/kit';
import type { Chat } from './chat.entity.ts';
import { chatErrors } from './chats.errors.ts';
import { recordChat } from './chats.events.ts';
import { chatAdministeredBy } from './chats.queries.ts';

const editChatInput = z.object({
  id: rules.id(),
  // Only the fields given change; null clears an optional one. The lengths are ADD's.
  name: rules.editableText(maxLength.name),
  description: rules.editableText(maxLength.about),
  isPublic: z.boolean().nullish(),
  imageUrl: rules.optionalHttpsLink(),
  // Fixed at creation (participants change through chatParticipant~).
  type: z.null({ error: 'cannot be changed' }).optional(),
  participantIds: z.null({ error: 'cannot be changed' }).optional(),
  groupId: z.null({ error: 'cannot be changed' }).optional(),
  eventId: z.null({ error: 'cannot be changed' }).optional(),
});

const settingsOf = (chat: Chat): string =>
  JSON.stringify([chat.name ?? null, chat.description ?? null, chat.isPublic, chat.imageUrl ?? null]);

/** chat(mutationType: EDIT): a chat admin changes its settings; direct chats have none. */
export const editChat = defineUseCase({
  access: 'member',
  input: editChatInput,
  execute: async (ctx, input) => {
    const me = ctx.viewer.userId;
    return ctx.em.transactional(async (em) => {
      const chat = await chatAdministeredBy(em, input.id, me);
      if (chat.type === 'DIRECT') throw chatErrors.directHasNoSettings();
      const before = settingsOf(chat);
      if (input.name !== undefined) {
        // A USER_GROUP chat is known by its name; other chats may drop theirs.
        if (chat.type === 'USER_GROUP' && !input.name) throw chatErrors.userGroupNeedsName();
        chat.name = input.name;
      }
      if (input.description !== undefined) chat.description = input.description;
      if (input.isPublic != null) chat.isPublic = input.isPublic;
      if (input.imageUrl !== undefined) chat.imageUrl = input.imageUrl;
      // Nothing for other services to hear about when nothing changed.
      if (settingsOf(chat) !== before) recordChat.updated(em, ctx.viewer, chat);
      return chat;
    });
  },
});
