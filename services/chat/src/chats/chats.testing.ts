import { randomUUID } from 'node:crypto';
import type { Viewer } from '@koinonia/kit';
import { dataOf, signedInViewer, type TestService } from '@koinonia/kit/testing';
import type { ChatConfig } from '../config.ts';

export const person = signedInViewer;

export const CHAT_FIELDS = `
  id name type groupId eventId creatorId isPublic description imageUrl createdAt
  participants { userId isAdmin isActive leftAt user { id } }`;

export const CHAT_MUTATION = `
  mutation Chat($id: ID, $name: String, $type: ChatType, $description: String, $isPublic: Boolean,
    $imageUrl: String, $participantIds: [ID!], $groupId: ID, $eventId: ID, $mutationType: MutationType!) {
    chat(id: $id, name: $name, type: $type, description: $description, isPublic: $isPublic, imageUrl: $imageUrl,
      participantIds: $participantIds, groupId: $groupId, eventId: $eventId, mutationType: $mutationType) {
      ${CHAT_FIELDS}
    }
  }`;

export interface ChatView {
  id: string;
  name: string | null;
  type: string;
  groupId: string | null;
  eventId: string | null;
  creatorId: string;
  isPublic: boolean;
  description: string | null;
  imageUrl: string | null;
  createdAt: string;
  participants: { userId: string; isAdmin: boolean; isActive: boolean; leftAt: string | null; user: { id: string } }[];
}

/** Starts a chat through GraphQL as `viewer` and returns it. */
export async function startChat(t: TestService<ChatConfig>, viewer: Viewer, variables: Record<string, unknown>): Promise<ChatView> {
  const result = await t.run<{ chat: ChatView }>(viewer, CHAT_MUTATION, { mutationType: 'ADD', ...variables });
  return dataOf(result).chat;
}

/** A USER_GROUP chat of `viewer` with one other person. */
export const startGroup = (t: TestService<ChatConfig>, viewer: Viewer, extra: Record<string, unknown> = {}): Promise<ChatView> =>
  startChat(t, viewer, { type: 'USER_GROUP', name: 'Elders', participantIds: [randomUUID()], ...extra });

export const chatCount = async (t: TestService<ChatConfig>): Promise<number> =>
  Number((await t.sql<{ n: string }>('select count(*) as n from chat'))[0]!.n);

export const outbox = (t: TestService<ChatConfig>, chatId: string) =>
  t.sql<{ type: string; actor_id: string | null; payload: Record<string, unknown> }>(
    'select type, actor_id, payload from outbox_event where aggregate_id = ? order by position',
    [chatId],
  );
