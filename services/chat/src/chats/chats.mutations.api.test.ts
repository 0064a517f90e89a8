import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadChatConfig, type ChatConfig } from '../config.ts';
import { chatService } from '../service.ts';
import { DIRECT_KEY_CONSTRAINT } from './chat.repository.ts';
import { person, SAVE_CHAT, startChat, startGroup, type ChatVariables } from './chats.testing.ts';

// Real PostgreSQL and migrations; the subgraph is called as the gateway would call it, as several people.
let t: TestService<ChatConfig>;
beforeAll(async () => {
  t = await startTestService(chatService, loadChatConfig);
});
afterAll(async () => t?.stop());

describe('chat ADD', () => {
  it('starts a USER_GROUP chat with the creator as its admin and records chat.chat.created', async () => {
    const creator = person();
    const [a, b] = [randomUUID(), randomUUID()];
    const chat = await startChat(t, creator, {
      type: 'USER_GROUP', name: '  Youth leaders ', description: 'Planning the retreat', participantIds: [a, b, a, creator.userId],
      imageUrl: 'https://cdn.example.org/youth.png',
    });
    expect(chat).toMatchObject({
      name: 'Youth leaders', type: 'USER_GROUP', creatorId: creator.userId, isPublic: false,
      description: 'Planning the retreat', imageUrl: 'https://cdn.example.org/youth.png', groupId: null, eventId: null,
    });
    const [first, ...others] = chat.participants.map((p) => [p.userId, p.isAdmin, p.isActive]);
    expect(first).toEqual([creator.userId, true, true]);
    expect(others).toEqual(expect.arrayContaining([[a, false, true], [b, false, true]]));
    expect(others).toHaveLength(2);
    expect(chat.participants[0]!.user).toEqual({ id: creator.userId });
    const events = await t.outbox({ aggregateId: chat.id });
    expect(events).toEqual([{
      type: 'chat.chat.created',
      aggregateId: chat.id,
      actorId: creator.userId,
      payload: {
        chatId: chat.id, type: 'USER_GROUP', name: 'Youth leaders', groupId: null, eventId: null, isPublic: false,
        creatorId: creator.userId, participantIds: [creator.userId, a, b],
      },
    }]);
  });

  it('keeps one DIRECT chat per pair: starting it again, from either side, returns the same chat', async () => {
    const [ruth, naomi] = [person(), person()];
    const first = await startChat(t, ruth, { type: 'DIRECT', participantIds: [naomi.userId], name: 'ignored' });
    expect(first).toMatchObject({ type: 'DIRECT', name: null, isPublic: false });
    expect(first.participants.map((p) => [p.userId, p.isAdmin])).toEqual([[ruth.userId, true], [naomi.userId, false]]);
    const again = await startChat(t, ruth, { type: 'DIRECT', participantIds: [naomi.userId] });
    const reverse = await startChat(t, naomi, { type: 'DIRECT', participantIds: [ruth.userId, naomi.userId] });
    expect([again.id, reverse.id]).toEqual([first.id, first.id]);
    expect(await t.outbox({ aggregateId: first.id })).toHaveLength(1);
  });

  it('keeps one DIRECT chat when both people start it at the same moment', async () => {
    const [a, b] = [person(), person()];
    const [one, two] = await Promise.all([
      startChat(t, a, { type: 'DIRECT', participantIds: [b.userId] }),
      startChat(t, b, { type: 'DIRECT', participantIds: [a.userId] }),
    ]);
    expect(one.id).toBe(two.id);
    expect(await t.count('chat', 'id = ? or id = ?', [one.id, two.id])).toBe(1);
  });

  it('keeps one DIRECT chat, two participants and one event however many starts race', async () => {
    const [a, b] = [person(), person()];
    const chats = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 ? startChat(t, a, { type: 'DIRECT', participantIds: [b.userId] }) : startChat(t, b, { type: 'DIRECT', participantIds: [a.userId] }),
      ),
    );
    const [id] = new Set(chats.map((chat) => chat.id));
    expect(chats.every((chat) => chat.id === id)).toBe(true);
    expect(await t.outbox({ aggregateId: id! })).toHaveLength(1);
    expect(await t.count('chat_participant', 'chat_id = ?', [id])).toBe(2);
  });

  it('decides that race by the unique constraint it names', async () => {
    expect(await t.count('pg_constraint', "conname = ? and contype = 'u'", [DIRECT_KEY_CONSTRAINT])).toBe(1);
  });

  it('brings a person who had left a DIRECT chat back into it when they start it again', async () => {
    const [a, b] = [person(), person()];
    const chat = await startChat(t, a, { type: 'DIRECT', participantIds: [b.userId] });
    await t.sql('update chat_participant set is_active = false, left_at = now() where chat_id = ? and user_id = ?', [chat.id, a.userId]);
    const again = await startChat(t, a, { type: 'DIRECT', participantIds: [b.userId] });
    expect(again.id).toBe(chat.id);
    expect(again.participants.find((p) => p.userId === a.userId)).toMatchObject({ isActive: true, leftAt: null });
  });

  it('stores the group of a GROUP_CHAT and the event of an EVENT_CHAT', async () => {
    const creator = person();
    const [groupId, eventId] = [randomUUID(), randomUUID()];
    const group = await startChat(t, creator, { type: 'GROUP_CHAT', name: 'Choir', groupId, isPublic: true });
    const event = await startChat(t, creator, { type: 'EVENT_CHAT', eventId });
    expect(group).toMatchObject({ type: 'GROUP_CHAT', groupId, eventId: null, isPublic: true });
    expect(event).toMatchObject({ type: 'EVENT_CHAT', eventId, groupId: null, name: null });
    expect(event.participants.map((p) => p.userId)).toEqual([creator.userId]);
  });

  it('lets only a member of the group, or a registrant of the event, start its chat', async () => {
    const stranger = person();
    const [groupId, eventId] = [randomUUID(), randomUUID()];
    const asStranger = (variables: ChatVariables) => t.run(stranger, SAVE_CHAT, { mutationType: 'ADD', ...variables });
    expect(errorCodes(await asStranger({ type: 'GROUP_CHAT', name: 'Choir', groupId }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await asStranger({ type: 'EVENT_CHAT', eventId }))).toEqual(['FORBIDDEN']);
    expect(await t.count('chat', 'group_id = ? or event_id = ?', [groupId, eventId])).toBe(0);
  });

  const other = randomUUID();
  it.each<[ChatVariables, Record<string, string>]>([
    [{ type: null, participantIds: [other] }, { type: 'required' }],
    [{ type: 'USER_GROUP', participantIds: [other] }, { name: 'required' }],
    [{ type: 'USER_GROUP', name: '   ', participantIds: [other] }, { name: 'required' }],
    [{ type: 'USER_GROUP', name: 'Elders' }, { participantIds: 'must name at least one other person' }],
    [{ type: 'USER_GROUP', name: 'Elders', participantIds: ['not-an-id'] }, { 'participantIds.0': 'is not a valid id' }],
    [{ type: 'USER_GROUP', name: 'Elders', participantIds: [other], imageUrl: 'http://cdn.example.org/a.png' }, { imageUrl: 'please add the prefix https://' }],
    [{ type: 'USER_GROUP', name: 'Elders', participantIds: [other], groupId: randomUUID() }, { groupId: 'is only for GROUP_CHAT chats' }],
    [{ type: 'DIRECT' }, { participantIds: 'must name exactly one other person' }],
    [{ type: 'DIRECT', participantIds: [other, randomUUID()] }, { participantIds: 'must name exactly one other person' }],
    [{ type: 'DIRECT', participantIds: [other], isPublic: true }, { isPublic: 'a direct chat cannot be public' }],
    [{ type: 'DIRECT', participantIds: [other], eventId: randomUUID() }, { eventId: 'is only for EVENT_CHAT chats' }],
    [{ type: 'GROUP_CHAT', name: 'Choir' }, { groupId: 'required' }],
    [{ type: 'EVENT_CHAT' }, { eventId: 'required' }],
  ])('refuses %p with the message and stores nothing', async (variables, fields) => {
    const before = await t.count('chat');
    const result = await t.run(person(), SAVE_CHAT, { mutationType: 'ADD', ...variables });
    expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(result)).toEqual(fields);
    expect(await t.count('chat')).toBe(before);
  });

  it('refuses a DIRECT chat with oneself', async () => {
    const me = person();
    const result = await t.run(me, SAVE_CHAT, { mutationType: 'ADD', type: 'DIRECT', participantIds: [me.userId] });
    expect(fieldErrors(result)).toEqual({ participantIds: 'must name exactly one other person' });
  });

  it('requires a signed-in person before reading the input, and stores nothing', async () => {
    const before = await t.count('chat');
    const valid: ChatVariables = { type: 'USER_GROUP', name: 'Elders', participantIds: [randomUUID()] };
    const invalid: ChatVariables = { type: 'USER_GROUP', name: ' ', participantIds: ['someone'], imageUrl: 'http://x.org/a.png' };
    for (const variables of [valid, invalid]) {
      const result = await t.run(anonymousViewer, SAVE_CHAT, { mutationType: 'ADD', ...variables });
      expect(errorCodes(result)).toEqual(['UNAUTHENTICATED']);
      expect(fieldErrors(result)).toEqual({});
    }
    expect(await t.count('chat')).toBe(before);
  });

  it('refuses other mutation types', async () => {
    const result = await t.run(person(), SAVE_CHAT, { mutationType: 'LOGIN', type: 'EVENT_CHAT', eventId: randomUUID() });
    expect(fieldErrors(result)).toEqual({ mutationType: 'must be ADD, EDIT or DELETE' });
  });
});

describe('chat EDIT', () => {
  it('lets an admin change the name, description, visibility and image, leaving the rest as it was', async () => {
    const admin = person();
    const chat = await startGroup(t, admin, { description: 'Weekly', imageUrl: 'https://cdn.example.org/a.png' });
    const edited = dataOf(await t.run(admin, SAVE_CHAT, {
      mutationType: 'EDIT', id: chat.id, name: 'Deacons', isPublic: true,
    })).chat!;
    expect(edited).toMatchObject({ name: 'Deacons', isPublic: true, description: 'Weekly', imageUrl: 'https://cdn.example.org/a.png' });
    const cleared = dataOf(await t.run(admin, SAVE_CHAT, {
      mutationType: 'EDIT', id: chat.id, description: ' ', imageUrl: null,
    })).chat!;
    expect(cleared).toMatchObject({ name: 'Deacons', isPublic: true, description: null, imageUrl: null });
    const events = await t.outbox({ aggregateId: chat.id });
    expect(events.map((e) => e.type)).toEqual(['chat.chat.created', 'chat.chat.updated', 'chat.chat.updated']);
    dataOf(await t.run(admin, SAVE_CHAT, { mutationType: 'EDIT', id: chat.id, name: 'Deacons' }));
    expect(await t.outbox({ aggregateId: chat.id })).toHaveLength(3); // that changed nothing
    expect(events[1]!.payload).toEqual({
      chatId: chat.id, type: 'USER_GROUP', name: 'Deacons', description: 'Weekly',
      imageUrl: 'https://cdn.example.org/a.png', isPublic: true,
    });
  });

  it('lets a GROUP_CHAT drop its name', async () => {
    const admin = person();
    const chat = await startChat(t, admin, { type: 'GROUP_CHAT', name: 'Choir', groupId: randomUUID() });
    const edited = dataOf(await t.run(admin, SAVE_CHAT, { mutationType: 'EDIT', id: chat.id, name: '' })).chat!;
    expect(edited.name).toBeNull();
  });

  it('refuses participants who are not admins, strangers and anonymous people, and changes nothing', async () => {
    const admin = person();
    const member = person();
    const chat = await startGroup(t, admin, { participantIds: [member.userId] });
    for (const [viewer, code] of [[member, 'FORBIDDEN'], [person(), 'FORBIDDEN'], [anonymousViewer, 'UNAUTHENTICATED']] as const) {
      const result = await t.run(viewer, SAVE_CHAT, { mutationType: 'EDIT', id: chat.id, name: 'Taken over' });
      expect(errorCodes(result)).toEqual([code]);
    }
    const [row] = await t.sql<{ name: string }>('select name from chat where id = ?', [chat.id]);
    expect(row!.name).toBe('Elders');
    expect(await t.outbox({ aggregateId: chat.id })).toHaveLength(1);
  });

  it('refuses an admin who has left the chat', async () => {
    const admin = person();
    const chat = await startGroup(t, admin);
    await t.sql('update chat_participant set is_active = false where chat_id = ? and user_id = ?', [chat.id, admin.userId]);
    const result = await t.run(admin, SAVE_CHAT, { mutationType: 'EDIT', id: chat.id, name: 'Back' });
    expect(errorCodes(result)).toEqual(['FORBIDDEN']);
  });

  it('says NOT_FOUND for a chat that does not exist', async () => {
    const result = await t.run(person(), SAVE_CHAT, { mutationType: 'EDIT', id: randomUUID(), name: 'x' });
    expect(errorCodes(result)).toEqual(['NOT_FOUND']);
  });

  it.each<[ChatVariables, Record<string, string>]>([
    [{ id: null }, { id: 'required' }],
    [{ id: 'nope' }, { id: 'is not a valid id' }],
    [{ name: '  ' }, { name: 'required' }],
    [{ imageUrl: 'cdn.example.org/a.png' }, { imageUrl: 'please add the prefix https://' }],
    [{ type: 'DIRECT' }, { type: 'cannot be changed' }],
    [{ participantIds: [randomUUID()] }, { participantIds: 'cannot be changed' }],
    [{ groupId: randomUUID() }, { groupId: 'cannot be changed' }],
  ])('refuses %p with the message and changes nothing', async (variables, fields) => {
    const admin = person();
    const chat = await startGroup(t, admin);
    const result = await t.run(admin, SAVE_CHAT, { mutationType: 'EDIT', id: chat.id, ...variables });
    expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(result)).toEqual(fields);
    const [row] = await t.sql<{ name: string; type: string }>('select name, type from chat where id = ?', [chat.id]);
    expect(row).toEqual({ name: 'Elders', type: 'USER_GROUP' });
  });

  it('has nothing to edit on a DIRECT chat', async () => {
    const a = person();
    const chat = await startChat(t, a, { type: 'DIRECT', participantIds: [randomUUID()] });
    const result = await t.run(a, SAVE_CHAT, { mutationType: 'EDIT', id: chat.id, isPublic: true });
    expect(fieldErrors(result)).toEqual({ id: 'a direct chat has no settings to edit' });
  });
});

describe('chat DELETE', () => {
  it('lets an admin delete the chat and its participants, recording chat.chat.deleted', async () => {
    const admin = person();
    const member = randomUUID();
    const chat = await startGroup(t, admin, { participantIds: [member] });
    const deleted = dataOf(await t.run(admin, SAVE_CHAT, { mutationType: 'DELETE', id: chat.id })).chat!;
    expect(deleted).toMatchObject({ id: chat.id, name: 'Elders', participants: [] });
    expect(await t.count('chat', 'id = ?', [chat.id])).toBe(0);
    expect(await t.count('chat_participant', 'chat_id = ?', [chat.id])).toBe(0);
    const events = await t.outbox({ aggregateId: chat.id });
    expect(events.at(-1)).toEqual({
      type: 'chat.chat.deleted', aggregateId: chat.id, actorId: admin.userId,
      payload: { chatId: chat.id, type: 'USER_GROUP', participantIds: [admin.userId, member] },
    });
  });

  it('refuses participants who are not admins, strangers and anonymous people, and keeps the chat', async () => {
    const admin = person();
    const member = person();
    const chat = await startGroup(t, admin, { participantIds: [member.userId] });
    for (const [viewer, code] of [[member, 'FORBIDDEN'], [person(), 'FORBIDDEN'], [anonymousViewer, 'UNAUTHENTICATED']] as const) {
      const result = await t.run(viewer, SAVE_CHAT, { mutationType: 'DELETE', id: chat.id });
      expect(errorCodes(result)).toEqual([code]);
    }
    expect(await t.count('chat_participant', 'chat_id = ?', [chat.id])).toBe(2);
  });

  it('requires the id, after the viewer is signed in', async () => {
    const before = await t.count('chat');
    const result = await t.run(person(), SAVE_CHAT, { mutationType: 'DELETE' });
    expect(fieldErrors(result)).toEqual({ id: 'required' });
    expect(errorCodes(await t.run(anonymousViewer, SAVE_CHAT, { mutationType: 'DELETE' }))).toEqual(['UNAUTHENTICATED']);
    expect(await t.count('chat')).toBe(before);
  });
});
