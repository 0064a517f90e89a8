import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dataOf, errorCodes, fieldErrors, publishTestEvent, startTestService, waitFor, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadChatConfig, type ChatConfig } from '../config.ts';
import { chatService } from '../service.ts';
import { person, SAVE_CHAT } from '../chats/chats.testing.ts';
import { MESSAGES, send } from '../messages/messages.testing.ts';
import { PARTICIPANTS } from '../participants/participants.testing.ts';
import { liveClient, subscribe } from '../live/live.testing.ts';

// Community's group and event events, as its relay publishes them, drive who is in their chats.
let t: TestService<ChatConfig>;
beforeAll(async () => {
  t = await startTestService(chatService, loadChatConfig);
});
afterAll(async () => t?.stop());

const ROOM_CHATS = graphql(`
  query RoomChats($groupId: ID, $eventId: ID) {
    chats(groupId: $groupId, eventId: $eventId) { results { id type name groupId eventId creatorId } }
  }
`);

const ROOM_MESSAGES = graphql(`subscription RoomMessages($chatId: ID!) { newChatMessage(chatId: $chatId) { id content } }`);
const ROOM_JOINED = graphql(`subscription RoomJoined($chatId: ID!) { chatParticipantJoined(chatId: $chatId) { userId isActive } }`);

/** Publishes community's event and waits until chat's consumer handled it (or found it a duplicate). */
async function deliver(type: string, aggregateId: string, payload: Record<string, unknown>, id?: string): Promise<string> {
  const stats = t.service.consumerStats!;
  const [handled, duplicates] = [stats.handled, stats.duplicates];
  const published = await publishTestEvent(t.bus, { type, version: 1, aggregateId, payload, ...(id ? { id } : {}) });
  await waitFor(async () => stats.handled > handled || stats.duplicates > duplicates, 10_000, `${type} to be handled`);
  return published.id;
}

const groupEvents = (groupId: string) => ({
  created: (name: string, createdById: string) =>
    deliver('community.group.created', groupId, { groupId, slug: `g-${groupId}`, name, privacy: 'PUBLIC', createdById }),
  joined: (userId: string, id?: string) => deliver('community.group.member-joined', groupId, { groupId, userId }, id),
  left: (userId: string, id?: string) => deliver('community.group.member-left', groupId, { groupId, userId }, id),
});

const roomChatOf = async (viewer: ReturnType<typeof person>, groupId: string) => dataOf(await t.run(viewer, ROOM_CHATS, { groupId })).chats.results;
const participantsOf = async (viewer: ReturnType<typeof person>, chatId: string) =>
  dataOf(await t.run(viewer, PARTICIPANTS, { chatId })).chatParticipants.map((p) => [p.userId, p.isAdmin, p.isActive]);

describe('group chats', () => {
  it('opens with the group, its creator as admin, and follows who joins and leaves', async () => {
    const groupId = randomUUID();
    const [lydia, silas, outsider] = [person(), person(), person()];
    const group = groupEvents(groupId);
    await group.created('Philippi prayer', lydia.userId);
    await group.joined(lydia.userId);
    const [chat] = await roomChatOf(lydia, groupId);
    expect(chat).toEqual({ id: expect.any(String), type: 'GROUP_CHAT', name: 'Philippi prayer', groupId, eventId: null, creatorId: lydia.userId });
    expect(await participantsOf(lydia, chat!.id)).toEqual([[lydia.userId, true, true]]);

    await group.joined(silas.userId);
    expect(await roomChatOf(silas, groupId)).toEqual([chat]);
    await send(t, silas, chat!.id, 'Grace to you');
    // Not a member of the group, not in its chat: reads nothing.
    expect(errorCodes(await t.run(outsider, MESSAGES, { chatId: chat!.id }))).toEqual(['FORBIDDEN']);

    // The admin leaves the group: out of the chat, and the one left becomes its admin.
    await group.left(lydia.userId);
    expect(await participantsOf(silas, chat!.id)).toEqual([
      [lydia.userId, false, false],
      [silas.userId, true, true],
    ]);
    expect(errorCodes(await t.run(lydia, MESSAGES, { chatId: chat!.id }))).toEqual(['FORBIDDEN']);
    // Back in the group: back in the chat, a plain participant who joined last.
    await group.joined(lydia.userId);
    expect(await participantsOf(silas, chat!.id)).toEqual([
      [silas.userId, true, true],
      [lydia.userId, false, true],
    ]);
    expect(await t.count('outbox_event', "type = 'chat.participant.joined' and aggregate_id = ?", [chat!.id])).toBe(2);
    expect(await t.count('outbox_event', "type = 'chat.participant.left' and aggregate_id = ?", [chat!.id])).toBe(1);
  });

  it('applies a redelivered join or leave once, and a repeated one changes nothing', async () => {
    const groupId = randomUUID();
    const [admin, member] = [person(), person()];
    const group = groupEvents(groupId);
    await group.created('Berea', admin.userId);
    const joinedId = await group.joined(member.userId);
    await group.joined(member.userId);
    const [chat] = await roomChatOf(admin, groupId);
    expect(await t.count('outbox_event', "type = 'chat.participant.joined' and aggregate_id = ?", [chat!.id])).toBe(1);
    await group.left(member.userId);
    await group.joined(member.userId, joinedId);
    expect(await participantsOf(admin, chat!.id)).toEqual([
      [admin.userId, true, true],
      [member.userId, false, false],
    ]);
    expect(await t.count('chat_room_member', 'room_id = ?', [groupId])).toBe(1);
  });

  it('is renamed with the group and deleted with it', async () => {
    const groupId = randomUUID();
    const admin = person();
    await groupEvents(groupId).created('Thessalonica', admin.userId);
    await deliver('community.group.updated', groupId, { groupId, slug: 'thess', name: 'Thessalonica elders', privacy: 'CLOSED', isSearchable: true });
    const [chat] = await roomChatOf(admin, groupId);
    expect(chat!.name).toBe('Thessalonica elders');
    await send(t, admin, chat!.id, 'Last word');
    await deliver('community.group.deleted', groupId, { groupId, slug: 'thess' });
    expect(await roomChatOf(admin, groupId)).toEqual([]);
    expect(await t.count('chat', 'group_id = ?', [groupId])).toBe(0);
    expect(await t.count('chat_message', 'chat_id = ?', [chat!.id])).toBe(0);
    expect(await t.count('chat_room_member', 'room_id = ?', [groupId])).toBe(0);
  });

  it('keeps every member when many join at once', async () => {
    const groupId = randomUUID();
    const admin = person();
    await groupEvents(groupId).created('Corinth', admin.userId);
    const members = Array.from({ length: 12 }, () => randomUUID());
    await Promise.all(members.map((userId) => publishTestEvent(t.bus, {
      type: 'community.group.member-joined', version: 1, aggregateId: groupId, payload: { groupId, userId },
    })));
    const [chat] = await roomChatOf(admin, groupId);
    await waitFor(async () => (await t.count('chat_participant', 'chat_id = ? and is_active', [chat!.id])) === 13, 10_000, 'all joins');
    expect(await t.count('chat_room_member', 'room_id = ?', [groupId])).toBe(13);
  });
});

describe('group chats, live', () => {
  it('tells the chat of who joins, and ends the subscription of a member who leaves the group', async () => {
    const groupId = randomUUID();
    const [admin, member, newcomer] = [person(), person(), person()];
    const group = groupEvents(groupId);
    await group.created('Antioch', admin.userId);
    await group.joined(member.userId);
    const [chat] = await roomChatOf(admin, groupId);
    const [adminClient, memberClient] = [liveClient(t, admin), liveClient(t, member)];
    const joins = await subscribe(t, adminClient, ROOM_JOINED, { chatId: chat!.id });
    const heard = await subscribe(t, memberClient, ROOM_MESSAGES, { chatId: chat!.id });
    await group.joined(newcomer.userId);
    await waitFor(async () => joins.events.length === 1, 5_000, 'the join to be told');
    expect(joins.events).toEqual([{ chatParticipantJoined: { userId: newcomer.userId, isActive: true } }]);

    await group.left(member.userId);
    await heard.completed;
    await send(t, admin, chat!.id, 'After you left');
    expect(heard.events).toEqual([]);
    joins.stop();
    await Promise.all([adminClient.dispose(), memberClient.dispose()]);
  });
});

describe('event chats', () => {
  it('opens with the first registration and follows registrations and cancellations', async () => {
    const eventId = randomUUID();
    const [host, guest] = [person(), person()];
    const register = (userId: string) => deliver('community.event.registered', eventId, { eventId, groupId: null, userId });
    await register(host.userId);
    await register(guest.userId);
    const chats = dataOf(await t.run(guest, ROOM_CHATS, { eventId })).chats.results;
    expect(chats).toEqual([{ id: expect.any(String), type: 'EVENT_CHAT', name: null, groupId: null, eventId, creatorId: host.userId }]);
    expect(await participantsOf(host, chats[0]!.id)).toEqual([
      [host.userId, true, true],
      [guest.userId, false, true],
    ]);
    await deliver('community.event.registration-cancelled', eventId, { eventId, userId: guest.userId });
    expect(dataOf(await t.run(guest, ROOM_CHATS, { eventId })).chats.results).toEqual([]);
    expect(await participantsOf(host, chats[0]!.id)).toEqual([
      [host.userId, true, true],
      [guest.userId, false, false],
    ]);
  });
});

describe('room chats started by hand', () => {
  it('start with the group’s members and follow who joins and leaves', async () => {
    const groupId = randomUUID();
    const [admin, member, newcomer] = [person(), person(), person()];
    const group = groupEvents(groupId);
    await group.created('Ephesus', admin.userId);
    await group.joined(member.userId);
    const started = dataOf(await t.run(member, SAVE_CHAT, { mutationType: 'ADD', type: 'GROUP_CHAT', name: 'Ephesus youth', groupId })).chat!;
    expect(started.participants.map((p) => [p.userId, p.isAdmin])).toEqual(
      expect.arrayContaining([[member.userId, true], [admin.userId, false]]),
    );
    expect(started.participants).toHaveLength(2);
    await group.joined(newcomer.userId);
    await group.left(admin.userId);
    expect(await participantsOf(member, started.id)).toEqual(expect.arrayContaining([
      [admin.userId, false, false],
      [member.userId, true, true],
      [newcomer.userId, false, true],
    ]));
    const event = (await t.outbox({ aggregateId: started.id, type: 'chat.chat.created' }))[0]!;
    expect((event.payload['participantIds'] as string[]).sort()).toEqual([admin.userId, member.userId].sort());
  });

  it('start with the event’s registrants, and take no hand-picked participants', async () => {
    const eventId = randomUUID();
    const [host, guest] = [person(), person()];
    for (const userId of [host.userId, guest.userId]) {
      await deliver('community.event.registered', eventId, { eventId, groupId: null, userId });
    }
    const refused = await t.run(guest, SAVE_CHAT, { mutationType: 'ADD', type: 'EVENT_CHAT', eventId, participantIds: [randomUUID()] });
    expect(fieldErrors(refused)).toEqual({ participantIds: 'a group’s or event’s chat has its members as participants' });
    const started = dataOf(await t.run(guest, SAVE_CHAT, { mutationType: 'ADD', type: 'EVENT_CHAT', name: 'Carpool', eventId })).chat!;
    expect(started.participants.map((p) => p.userId).sort()).toEqual([host.userId, guest.userId].sort());
  });

  it('misses no one who joins while it is started', async () => {
    const groupId = randomUUID();
    const starter = person();
    await groupEvents(groupId).created('Colossae', starter.userId);
    const members = Array.from({ length: 8 }, () => randomUUID());
    const [started] = await Promise.all([
      t.run(starter, SAVE_CHAT, { mutationType: 'ADD', type: 'GROUP_CHAT', name: 'Colossae hands', groupId }),
      ...members.map((userId) => publishTestEvent(t.bus, {
        type: 'community.group.member-joined', version: 1, aggregateId: groupId, payload: { groupId, userId },
      })),
    ]);
    const chatId = dataOf(started).chat!.id;
    await waitFor(async () => (await t.count('chat_room_member', 'room_id = ?', [groupId])) === 9, 10_000, 'all joins');
    expect(await t.count('chat_participant', 'chat_id = ? and is_active', [chatId])).toBe(9);
  });
});
