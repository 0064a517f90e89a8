import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineUseCase, mapUniqueViolation, maxLength, messages, rules, type EntityManager, type RateLimit } from '@koinonia/kit';
import { ChatEntity, ChatParticipantEntity, chatTypes, type Chat } from './chat.entity.ts';
import { checkNewParticipants, MAX_CHAT_PARTICIPANTS } from '../participants/participant-rules.ts';
import { findRoomMemberIds, isRoomMember, lockRoom } from '../rooms/rooms.repository.ts';
import { DIRECT_KEY_CONSTRAINT, findDirectChat, findParticipant } from './chat.repository.ts';
import { chatErrors } from './chats.errors.ts';
import { recordChat } from './chats.events.ts';

const addChatInput = z
  .object({
    type: z.enum(chatTypes, { error: messages.required }),
    // A chat's name is as long as a group's (`name`), its description as a group's about.
    name: rules.optionalText(maxLength.name),
    description: rules.optionalText(maxLength.about),
    isPublic: z.boolean().nullish(),
    imageUrl: rules.optionalHttpsLink(),
    participantIds: z
      .array(rules.id())
      .max(MAX_CHAT_PARTICIPANTS - 1, `must name at most ${MAX_CHAT_PARTICIPANTS - 1} people: a chat holds at most ${MAX_CHAT_PARTICIPANTS}`)
      .nullish(),
    groupId: rules.id().nullish(),
    eventId: rules.id().nullish(),
  })
  .superRefine((input, issues) => {
    const problem = (path: string, message: string) => issues.addIssue({ code: 'custom', path: [path], message });
    if (input.type === 'USER_GROUP' && !input.name) problem('name', messages.required);
    if (input.type === 'GROUP_CHAT' && !input.groupId) problem('groupId', messages.required);
    if (input.type !== 'GROUP_CHAT' && input.groupId) problem('groupId', 'is only for GROUP_CHAT chats');
    if (input.type === 'EVENT_CHAT' && !input.eventId) problem('eventId', messages.required);
    if (input.type !== 'EVENT_CHAT' && input.eventId) problem('eventId', 'is only for EVENT_CHAT chats');
    if (input.type === 'DIRECT' && input.isPublic) problem('isPublic', 'a direct chat cannot be public');
    const inRoom = input.type === 'GROUP_CHAT' || input.type === 'EVENT_CHAT';
    if (inRoom && input.participantIds?.length) problem('participantIds', 'a group’s or event’s chat has its members as participants');
  });

/** The key that makes two people's direct chat unique, whoever starts it. */
const directKeyOf = (a: string, b: string): string => [a, b].sort().join(':');

/** The direct chat with this key, with `userId` (back) in it; null when there is none yet. */
const openDirectChat = (em: EntityManager, directKey: string, userId: string): Promise<Chat | null> =>
  em.transactional(async (tx) => {
    const chat = await findDirectChat(tx, directKey);
    if (!chat) return null;
    const mine = await findParticipant(tx, chat.id, userId);
    if (mine && !mine.isActive) {
      mine.isActive = true;
      mine.leftAt = null;
    }
    return chat;
  });

/**
 * chat(mutationType: ADD): starts a chat with the viewer as its first admin. A DIRECT chat between
 * two people exists once: starting it again, from either side, returns the one there is. The people
 * a DIRECT or USER_GROUP chat names must be members who neither blocked the viewer nor were blocked
 * by them, and count against the viewer's hourly `participantLimit`; a group's or event's chat has
 * its members, whoever they are.
 */
export const addChat = defineUseCase({
  access: 'member',
  input: addChatInput,
  execute: async (ctx, input, { participantLimit }: { readonly participantLimit: RateLimit }) => {
    const me = ctx.viewer.userId;
    const others = [...new Set(input.participantIds ?? [])].filter((userId) => userId !== me);
    if (input.type === 'DIRECT' && others.length !== 1) throw chatErrors.directNeedsOneOther();
    if (input.type === 'USER_GROUP' && others.length === 0) throw chatErrors.groupNeedsOthers();
    // A group's or event's chat is its members': community's events say who they are (rooms/).
    const room = input.groupId ? { kind: 'GROUP' as const, id: input.groupId } : input.eventId ? { kind: 'EVENT' as const, id: input.eventId } : null;
    const directKey = input.type === 'DIRECT' ? directKeyOf(me, others[0]!) : null;
    // No chat, and no direct chat already there, with someone who blocked the viewer or whom they blocked.
    if (!room) await checkNewParticipants(ctx.em, me, others, (id) => `participantIds.${input.participantIds!.indexOf(id)}`);
    if (directKey) {
      const existing = await openDirectChat(ctx.em, directKey, me);
      if (existing) return existing;
    }
    if (!room) await participantLimit.consume(me, others.length);
    const create = () =>
      ctx.em.transactional(async (em) => {
        if (room) {
          // Its members now; community's joins and leaves after this find the chat (rooms/room-membership.ts).
          await lockRoom(em, room);
          if (!(await isRoomMember(em, room, me))) throw chatErrors.notInRoom();
          others.push(...(await findRoomMemberIds(em, room)).filter((userId) => userId !== me));
        }
        const chat = em.create(ChatEntity, {
          id: randomUUID(),
          type: input.type,
          name: input.type === 'DIRECT' ? null : input.name,
          description: input.description,
          imageUrl: input.imageUrl ?? null,
          isPublic: input.isPublic ?? false,
          groupId: input.groupId ?? null,
          eventId: input.eventId ?? null,
          creatorId: me,
          directKey,
        });
        em.create(ChatParticipantEntity, { id: randomUUID(), chatId: chat.id, userId: me, isAdmin: true, leftAt: null });
        for (const userId of others) {
          em.create(ChatParticipantEntity, { id: randomUUID(), chatId: chat.id, userId, isAdmin: false, leftAt: null });
        }
        recordChat.created(em, ctx.viewer, chat, [me, ...others]);
        return chat;
      });
    if (!directKey) return create();
    // Both people started their direct chat at the same moment: the unique key kept the other's; use it.
    const raced = chatErrors.directStartedTwice();
    try {
      return await mapUniqueViolation(create, { [DIRECT_KEY_CONSTRAINT]: () => raced });
    } catch (error) {
      if (error !== raced) throw error;
      // A fork: the failed unit of work must not be flushed again. Gone meanwhile: the CONFLICT stands.
      const existing = await openDirectChat(ctx.em.fork(), directKey, me);
      if (!existing) throw error;
      return existing;
    }
  },
});
