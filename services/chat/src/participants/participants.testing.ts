import type { Viewer } from '@koinonia/kit';
import { dataOf, type TestService } from '@koinonia/kit/testing';
import type { ChatConfig } from '../config.ts';
import { known } from '../chats/chats.testing.ts';
import { graphql } from '../__generated__/documents/index.ts';
import type { ModeratorMutationVariables } from '../__generated__/documents/graphql.ts';

export const PARTICIPANT = graphql(`
  mutation Participant($chatId: ID!, $userId: ID, $mutationType: MutationType!) {
    chatParticipant(chatId: $chatId, userId: $userId, mutationType: $mutationType) {
      id chatId userId isAdmin isActive joinedAt leftAt user { id }
    }
  }
`);

export const PARTICIPANTS = graphql(`
  query Participants($chatId: ID!, $activeOnly: Boolean) {
    chatParticipants(chatId: $chatId, activeOnly: $activeOnly) { userId isAdmin isActive leftAt }
  }
`);

export const MODERATOR = graphql(`
  mutation Moderator($chatId: ID!, $userId: ID!, $canManageParticipants: Boolean, $canDeleteMessages: Boolean,
    $canPinMessages: Boolean, $mutationType: MutationType!) {
    chatModerator(chatId: $chatId, userId: $userId, canManageParticipants: $canManageParticipants,
      canDeleteMessages: $canDeleteMessages, canPinMessages: $canPinMessages, mutationType: $mutationType) {
      chatId userId canManageParticipants canDeleteMessages canPinMessages grantedById grantedBy { id } user { id }
    }
  }
`);

export const MODERATORS = graphql(`
  query Moderators($chatId: ID!) {
    chatModerators(chatId: $chatId) { userId canManageParticipants canDeleteMessages canPinMessages grantedById }
  }
`);

type Rights = Omit<ModeratorMutationVariables, 'chatId' | 'userId' | 'mutationType'>;

/** `admin` makes `userId` a moderator of the chat with `rights` and returns the moderator. */
export async function grant(t: TestService<ChatConfig>, admin: Viewer, chatId: string, userId: string, rights: Rights) {
  return dataOf(await t.run(admin, MODERATOR, { chatId, userId, mutationType: 'ADD', ...rights })).chatModerator!;
}

/** `viewer` adds `userId` to the chat (or joins it, without one). */
export async function addTo(t: TestService<ChatConfig>, viewer: Viewer, chatId: string, userId?: string) {
  if (userId) await known(t, userId);
  return dataOf(await t.run(viewer, PARTICIPANT, { chatId, userId: userId ?? null, mutationType: 'ADD' })).chatParticipant!;
}
