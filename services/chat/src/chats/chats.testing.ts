import { randomUUID } from 'node:crypto';
import type { SignedInViewer, Viewer } from '@koinonia/kit';
import { dataOf, signedInViewer, type TestService } from '@koinonia/kit/testing';
import type { ChatConfig } from '../config.ts';
import { graphql } from '../__generated__/documents/index.ts';
import type { SaveChatMutationVariables } from '../__generated__/documents/graphql.ts';

export const person = signedInViewer;

/** What the tests read of a chat; `...ChatFields` in their documents. */
export const CHAT_FIELDS = graphql(`
  fragment ChatFields on Chat {
    id name type groupId eventId creatorId isPublic description imageUrl createdAt
    participants { userId isAdmin isActive leftAt user { id } }
  }
`);

export const SAVE_CHAT = graphql(`
  mutation SaveChat($id: ID, $name: String, $type: ChatType, $description: String, $isPublic: Boolean,
    $imageUrl: String, $participantIds: [ID!], $groupId: ID, $eventId: ID, $mutationType: MutationType!) {
    chat(id: $id, name: $name, type: $type, description: $description, isPublic: $isPublic, imageUrl: $imageUrl,
      participantIds: $participantIds, groupId: $groupId, eventId: $eventId, mutationType: $mutationType) {
      ...ChatFields
    }
  }
`);

export type ChatVariables = Partial<SaveChatMutationVariables>;

/** Makes these people members chat knows, as identity's events would (people/): a chat names only members. */
export async function known(t: TestService<ChatConfig>, ...userIds: readonly string[]): Promise<void> {
  await t.sql('insert into chat_person (user_id) select unnest(?::uuid[]) on conflict do nothing', [`{${userIds.join(',')}}`]);
}

/** A signed-in member chat knows (people/). */
export async function member(t: TestService<ChatConfig>): Promise<SignedInViewer> {
  const viewer = person();
  await known(t, viewer.userId);
  return viewer;
}

/**
 * Starts a chat through GraphQL as `viewer` and returns it. A group's or event's chat is started by
 * one of its members: the viewer is made one first, as community's events would (rooms/).
 */
export async function startChat(t: TestService<ChatConfig>, viewer: Viewer, variables: ChatVariables) {
  const room = variables.groupId ? ['GROUP', variables.groupId] : variables.eventId ? ['EVENT', variables.eventId] : null;
  if (room && viewer.userId) {
    await t.sql('insert into chat_room_member (room_kind, room_id, user_id) values (?, ?, ?) on conflict do nothing', [...room, viewer.userId]);
  }
  await known(t, ...[variables.participantIds ?? []].flat().map(String));
  const result = await t.run(viewer, SAVE_CHAT, { mutationType: 'ADD', ...variables });
  return dataOf(result).chat!;
}

/** A USER_GROUP chat of `viewer` with one other person. */
export const startGroup = (t: TestService<ChatConfig>, viewer: Viewer, extra: ChatVariables = {}) =>
  startChat(t, viewer, { type: 'USER_GROUP', name: 'Elders', participantIds: [randomUUID()], ...extra });
