import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadChatConfig, type ChatConfig } from '../config.ts';
import { chatService } from '../service.ts';
import { person, startChat, startGroup } from '../chats/chats.testing.ts';
import { addTo, grant, PARTICIPANT, PARTICIPANTS } from './participants.testing.ts';

// Joining, adding, leaving and removing people through GraphQL, as the people a chat has and has not.
let t: TestService<ChatConfig>;
beforeAll(async () => {
  t = await startTestService(chatService, loadChatConfig);
});
afterAll(async () => t?.stop());

const activeIds = async (chatId: string) =>
  (await t.sql<{ user_id: string }>('select user_id from chat_participant where chat_id = ? and is_active order by joined_at, id', [chatId]))
    .map((row) => row.user_id);

describe('chatParticipant ADD', () => {
  it('lets anyone join a public chat, once, and records chat.participant.joined', async () => {
    const [admin, visitor] = [person(), person()];
    const chat = await startChat(t, admin, { type: 'GROUP_CHAT', name: 'Choir', groupId: randomUUID(), isPublic: true });
    const joined = await addTo(t, visitor, chat.id);
    expect(joined).toMatchObject({ chatId: chat.id, userId: visitor.userId, isAdmin: false, isActive: true, leftAt: null, user: { id: visitor.userId } });
    expect(await addTo(t, visitor, chat.id)).toEqual(joined);
    const events = await t.outbox({ aggregateId: chat.id, type: 'chat.participant.joined' });
    expect(events).toEqual([{
      type: 'chat.participant.joined', aggregateId: chat.id, actorId: visitor.userId,
      payload: { chatId: chat.id, type: 'GROUP_CHAT', userId: visitor.userId, addedById: null },
    }]);
  });

  it('lets an admin, or a moderator who manages participants, add people', async () => {
    const [admin, moderator, helper] = [person(), person(), person()];
    const chat = await startGroup(t, admin, { participantIds: [moderator.userId, helper.userId] });
    await grant(t, admin, chat.id, moderator.userId, { canManageParticipants: true });
    await grant(t, admin, chat.id, helper.userId, { canDeleteMessages: true, canPinMessages: true });
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    expect(await addTo(t, admin, chat.id, a)).toMatchObject({ userId: a, isActive: true });
    expect(await addTo(t, moderator, chat.id, b)).toMatchObject({ userId: b, isActive: true });
    const refused = await t.run(helper, PARTICIPANT, { chatId: chat.id, userId: c, mutationType: 'ADD' });
    expect(errorCodes(refused)).toEqual(['FORBIDDEN']);
    expect(await activeIds(chat.id)).toEqual(expect.arrayContaining([a, b]));
    expect(await activeIds(chat.id)).not.toContain(c);
    const added = await t.outbox({ type: 'chat.participant.joined', aggregateId: chat.id });
    expect(added.map((e) => [e.payload['userId'], e.payload['addedById']])).toEqual([[a, admin.userId], [b, moderator.userId]]);
  });

  it('refuses strangers, platform admins and anonymous people on a private chat, and changes nothing', async () => {
    const admin = person();
    const chat = await startGroup(t, admin);
    const cases = [[person(), 'FORBIDDEN'], [person([PlatformRole.ADMIN]), 'FORBIDDEN'], [anonymousViewer, 'UNAUTHENTICATED']] as const;
    for (const [viewer, code] of cases) {
      for (const userId of [null, randomUUID()]) {
        expect(errorCodes(await t.run(viewer, PARTICIPANT, { chatId: chat.id, userId, mutationType: 'ADD' }))).toEqual([code]);
      }
    }
    expect(await t.count('chat_participant', 'chat_id = ?', [chat.id])).toBe(2);
    expect(await t.outbox({ aggregateId: chat.id, type: 'chat.participant.joined' })).toEqual([]);
  });

  it('keeps a DIRECT chat to its two people', async () => {
    const a = person();
    const chat = await startChat(t, a, { type: 'DIRECT', participantIds: [randomUUID()] });
    const result = await t.run(a, PARTICIPANT, { chatId: chat.id, userId: randomUUID(), mutationType: 'ADD' });
    expect(fieldErrors(result)).toEqual({ chatId: 'a direct chat keeps its two people' });
    expect(await t.count('chat_participant', 'chat_id = ?', [chat.id])).toBe(2);
  });

  it('brings back someone who left, as a plain participant', async () => {
    const admin = person();
    const member = person();
    const chat = await startGroup(t, admin, { participantIds: [member.userId] });
    await t.run(member, PARTICIPANT, { chatId: chat.id, mutationType: 'DELETE' });
    const back = await addTo(t, admin, chat.id, member.userId);
    expect(back).toMatchObject({ userId: member.userId, isActive: true, leftAt: null, isAdmin: false });
    expect(await t.count('chat_participant', 'chat_id = ? and user_id = ?', [chat.id, member.userId])).toBe(1);
  });

  it('adds each person once when many adds race', async () => {
    const admin = person();
    const chat = await startGroup(t, admin);
    const people = Array.from({ length: 6 }, () => randomUUID());
    await Promise.all([...people, ...people].map((userId) => addTo(t, admin, chat.id, userId)));
    expect(await t.count('chat_participant', 'chat_id = ?', [chat.id])).toBe(2 + people.length);
    expect(await t.outbox({ aggregateId: chat.id, type: 'chat.participant.joined' })).toHaveLength(people.length);
  });

  it('validates the input after the viewer is signed in, and refuses other mutation types', async () => {
    expect(fieldErrors(await t.run(person(), PARTICIPANT, { chatId: 'nope', mutationType: 'ADD' }))).toEqual({ chatId: 'is not a valid id' });
    expect(errorCodes(await t.run(anonymousViewer, PARTICIPANT, { chatId: 'nope', mutationType: 'ADD' }))).toEqual(['UNAUTHENTICATED']);
    expect(fieldErrors(await t.run(person(), PARTICIPANT, { chatId: randomUUID(), mutationType: 'EDIT' })))
      .toEqual({ mutationType: 'must be ADD or DELETE' });
    expect(errorCodes(await t.run(person(), PARTICIPANT, { chatId: randomUUID(), mutationType: 'ADD' }))).toEqual(['NOT_FOUND']);
  });
});

describe('chatParticipant DELETE', () => {
  it('lets a participant leave, keeping the row, and records chat.participant.left', async () => {
    const admin = person();
    const member = person();
    const chat = await startGroup(t, admin, { participantIds: [member.userId] });
    const left = dataOf(await t.run(member, PARTICIPANT, { chatId: chat.id, mutationType: 'DELETE' })).chatParticipant!;
    expect(left).toMatchObject({ userId: member.userId, isActive: false });
    expect(left.leftAt).not.toBeNull();
    expect(await activeIds(chat.id)).toEqual([admin.userId]);
    expect((await t.outbox({ aggregateId: chat.id, type: 'chat.participant.left' }))[0]!.payload)
      .toEqual({ chatId: chat.id, type: 'USER_GROUP', userId: member.userId, removedById: null });
    // Having left, they can neither leave again nor read the chat's people.
    expect(errorCodes(await t.run(member, PARTICIPANT, { chatId: chat.id, mutationType: 'DELETE' }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(member, PARTICIPANTS, { chatId: chat.id }))).toEqual(['FORBIDDEN']);
  });

  it('makes the longest-standing participant admin when the last admin leaves, and withdraws rights of who leaves', async () => {
    const admin = person();
    const [first, second] = [person(), person()];
    const chat = await startGroup(t, admin, { participantIds: [first.userId] });
    await addTo(t, admin, chat.id, second.userId);
    await grant(t, admin, chat.id, second.userId, { canPinMessages: true });
    await t.run(second, PARTICIPANT, { chatId: chat.id, mutationType: 'DELETE' });
    expect(await t.count('chat_moderator', 'chat_id = ?', [chat.id])).toBe(0);
    await t.run(admin, PARTICIPANT, { chatId: chat.id, mutationType: 'DELETE' });
    const people = dataOf(await t.run(first, PARTICIPANTS, { chatId: chat.id, activeOnly: true })).chatParticipants;
    expect(people).toEqual([{ userId: first.userId, isAdmin: true, isActive: true, leftAt: null }]);
  });

  it('lets admins remove anyone and moderators who manage participants remove non-admins', async () => {
    const [admin, coAdmin, moderator, helper, member] = [person(), person(), person(), person(), person()];
    const chat = await startGroup(t, admin, { participantIds: [coAdmin.userId, moderator.userId, helper.userId, member.userId] });
    await t.sql('update chat_participant set is_admin = true where chat_id = ? and user_id = ?', [chat.id, coAdmin.userId]);
    await grant(t, admin, chat.id, moderator.userId, { canManageParticipants: true });
    await grant(t, admin, chat.id, helper.userId, { canDeleteMessages: true });
    const remove = (viewer: Viewer, userId: string) => t.run(viewer, PARTICIPANT, { chatId: chat.id, userId, mutationType: 'DELETE' });
    expect(errorCodes(await remove(helper, member.userId))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await remove(moderator, coAdmin.userId))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await remove(person(), member.userId))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await remove(anonymousViewer, member.userId))).toEqual(['UNAUTHENTICATED']);
    expect(await activeIds(chat.id)).toHaveLength(5);
    expect(dataOf(await remove(moderator, member.userId)).chatParticipant).toMatchObject({ userId: member.userId, isActive: false });
    expect(dataOf(await remove(admin, coAdmin.userId)).chatParticipant).toMatchObject({ userId: coAdmin.userId, isActive: false });
    expect(errorCodes(await remove(admin, randomUUID()))).toEqual(['NOT_FOUND']);
    const left = await t.outbox({ aggregateId: chat.id, type: 'chat.participant.left' });
    expect(left.map((e) => [e.payload['userId'], e.payload['removedById']])).toEqual([[member.userId, moderator.userId], [coAdmin.userId, admin.userId]]);
  });

  it('keeps one admin when every admin leaves at once', async () => {
    const people = Array.from({ length: 5 }, () => person());
    const chat = await startGroup(t, people[0]!, { participantIds: people.slice(1).map((p) => p.userId) });
    await t.sql('update chat_participant set is_admin = true where chat_id = ? and user_id <> ?', [chat.id, people[4]!.userId]);
    await Promise.all(people.slice(0, 4).map((p) => t.run(p, PARTICIPANT, { chatId: chat.id, mutationType: 'DELETE' })));
    expect(await t.sql('select user_id, is_admin from chat_participant where chat_id = ? and is_active', [chat.id]))
      .toEqual([{ user_id: people[4]!.userId, is_admin: true }]);
  });
});

describe('chatParticipants and getChatsByUserId', () => {
  const BY_USER = graphql(`
    query ChatsByUser($userId: ID!, $type: ChatType, $cursor: String) {
      getChatsByUserId(userId: $userId, type: $type, cursor: $cursor) { results { id type } hasNextPage cursor }
    }
  `);

  it('shows a private chat’s people to its participants only', async () => {
    const admin = person();
    const member = person();
    const chat = await startGroup(t, admin, { participantIds: [member.userId] });
    const seen = dataOf(await t.run(member, PARTICIPANTS, { chatId: chat.id })).chatParticipants;
    expect(seen.map((p) => [p.userId, p.isAdmin])).toEqual([[admin.userId, true], [member.userId, false]]);
    for (const [viewer, code] of [[person(), 'FORBIDDEN'], [person([PlatformRole.ADMIN]), 'FORBIDDEN'], [anonymousViewer, 'FORBIDDEN']] as const) {
      expect(errorCodes(await t.run(viewer, PARTICIPANTS, { chatId: chat.id }))).toEqual([code]);
    }
    expect(errorCodes(await t.run(admin, PARTICIPANTS, { chatId: randomUUID() }))).toEqual(['NOT_FOUND']);
  });

  it('lists a person’s chats of one type, to them and to platform admins', async () => {
    const me = person();
    const group = await startGroup(t, me);
    const direct = await startChat(t, me, { type: 'DIRECT', participantIds: [randomUUID()] });
    const mine = dataOf(await t.run(me, BY_USER, { userId: me.userId, type: 'DIRECT' })).getChatsByUserId;
    expect(mine).toEqual({ results: [{ id: direct.id, type: 'DIRECT' }], hasNextPage: false, cursor: null });
    const all = dataOf(await t.run(person([PlatformRole.ADMIN]), BY_USER, { userId: me.userId })).getChatsByUserId;
    expect(all.results.map((c) => c.id)).toEqual([direct.id, group.id]);
    expect(errorCodes(await t.run(person(), BY_USER, { userId: me.userId }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(anonymousViewer, BY_USER, { userId: me.userId }))).toEqual(['UNAUTHENTICATED']);
  });
});
