import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadChatConfig, type ChatConfig } from '../config.ts';
import { chatService } from '../service.ts';
import { person, startChat, startGroup } from '../chats/chats.testing.ts';
import { DELETE_MESSAGE, send } from '../messages/messages.testing.ts';
import { addTo, PARTICIPANT } from '../participants/participants.testing.ts';

// Read positions, receipts and unread counts through GraphQL, as participants and everyone else.
let t: TestService<ChatConfig>;
beforeAll(async () => {
  t = await startTestService(chatService, loadChatConfig);
});
afterAll(async () => t?.stop());

const MARK = graphql(`
  mutation MarkRead($messageId: ID!) { markMessageAsRead(messageId: $messageId) { chatId userId lastReadMessageId readAt unreadCount } }
`);
const READERS = graphql(`query Readers($messageId: ID!) { messageReadStatus(messageId: $messageId) { messageId readerId reader { id } readAt } }`);
const TOTAL = graphql(`
  query TotalUnread($types: [ChatType!], $groupId: ID, $eventId: ID) { totalUnreadMessagesCount(types: $types, groupId: $groupId, eventId: $eventId) }
`);
const SETTINGS = graphql(`mutation ReadReceipts($on: Boolean!) { updateChatSettings(readReceipts: $on) { readReceipts } }`);
const UNREAD_CHATS = graphql(`query UnreadChats { chats(unreadOnly: true) { results { id unreadCount } } }`);

const total = async (viewer: ReturnType<typeof person>, variables = {}) => dataOf(await t.run(viewer, TOTAL, variables)).totalUnreadMessagesCount;
const outsiders = () => [[person(), 'FORBIDDEN'], [person([PlatformRole.ADMIN]), 'FORBIDDEN'], [anonymousViewer, 'UNAUTHENTICATED']] as const;

describe('read status', () => {
  it('counts others’ messages since the last one read, per chat and in total, and lists chats with unread ones', async () => {
    const [me, friend] = [person(), person()];
    const group = await startGroup(t, friend, { participantIds: [me.userId] });
    const direct = await startChat(t, friend, { type: 'DIRECT', participantIds: [me.userId] });
    await send(t, me, group.id, 'mine do not count');
    const [first, second] = [await send(t, friend, group.id, 'one'), await send(t, friend, group.id, 'two')];
    await send(t, friend, direct.id, 'hi');
    expect(await total(me)).toBe(3);
    expect(await total(me, { types: ['DIRECT'] })).toBe(1);
    // Writing reads the chat up to what one wrote: the friend has read my earlier message.
    expect(await total(friend)).toBe(0);
    const marked = dataOf(await t.run(me, MARK, { messageId: first.id })).markMessageAsRead;
    expect(marked).toMatchObject({ chatId: group.id, userId: me.userId, lastReadMessageId: first.id, unreadCount: 1 });
    // Marking an older message than the one read changes nothing.
    await t.run(me, MARK, { messageId: second.id });
    const back = dataOf(await t.run(me, MARK, { messageId: first.id })).markMessageAsRead;
    expect(back).toMatchObject({ lastReadMessageId: second.id, unreadCount: 0 });
    expect(dataOf(await t.run(me, UNREAD_CHATS)).chats.results).toEqual([{ id: direct.id, unreadCount: 1 }]);
    const events = await t.outbox({ aggregateId: group.id, type: 'chat.read-status.updated' });
    expect(events.map((e) => e.payload['lastReadMessageId'])).toEqual([first.id, second.id]);
    expect(events[0]!.payload).toMatchObject({ chatId: group.id, userId: me.userId, sendsReceipts: true });
  });

  it('filters the total by group and event, and counts nothing deleted or from before joining', async () => {
    const [me, host] = [person(), person()];
    const [groupId, eventId] = [randomUUID(), randomUUID()];
    const groupChat = await startChat(t, host, { type: 'GROUP_CHAT', groupId, isPublic: true });
    const eventChat = await startChat(t, host, { type: 'EVENT_CHAT', eventId, isPublic: true });
    await send(t, host, groupChat.id, 'before you came');
    await addTo(t, me, groupChat.id);
    await addTo(t, me, eventChat.id);
    await send(t, host, groupChat.id, 'welcome');
    const gone = await send(t, host, groupChat.id, 'oops');
    await send(t, host, eventChat.id, 'see you there');
    dataOf(await t.run(host, DELETE_MESSAGE, { messageId: gone.id }));
    expect(await total(me)).toBe(2);
    expect(await total(me, { groupId })).toBe(1);
    expect(await total(me, { eventId })).toBe(1);
    expect(await total(me, { types: ['GROUP_CHAT', 'EVENT_CHAT'] })).toBe(2);
    expect(errorCodes(await t.run(anonymousViewer, TOTAL))).toEqual(['UNAUTHENTICATED']);
    expect(fieldErrors(await t.run(me, TOTAL, { groupId: 'x' }))).toEqual({ groupId: 'is not a valid id' });
  });

  it('shows who read a message, except to and of people who turned read receipts off', async () => {
    const [sender, reader, shy] = [person(), person(), person()];
    const chat = await startGroup(t, sender, { participantIds: [reader.userId, shy.userId] });
    const message = await send(t, sender, chat.id, 'Seen?');
    await t.run(reader, MARK, { messageId: message.id });
    expect(dataOf(await t.run(shy, SETTINGS, { on: false })).updateChatSettings).toEqual({ readReceipts: false });
    await t.run(shy, MARK, { messageId: message.id });
    const readers = dataOf(await t.run(sender, READERS, { messageId: message.id })).messageReadStatus;
    expect(readers).toEqual([{ messageId: message.id, readerId: reader.userId, reader: { id: reader.userId }, readAt: expect.any(String) }]);
    // The one who turned receipts off sees none.
    expect(dataOf(await t.run(shy, READERS, { messageId: message.id })).messageReadStatus).toEqual([]);
    expect((await t.outbox({ aggregateId: chat.id, type: 'chat.read-status.updated' })).map((e) => e.payload['sendsReceipts'])).toEqual([true, false]);
    await t.run(shy, SETTINGS, { on: true });
    expect(dataOf(await t.run(sender, READERS, { messageId: message.id })).messageReadStatus.map((r) => r.readerId)).toEqual([reader.userId, shy.userId]);
  });

  it('lets no one outside the chat, or who left, mark or see read status', async () => {
    const [admin, member] = [person(), person()];
    const chat = await startGroup(t, admin, { participantIds: [member.userId] });
    const message = await send(t, admin, chat.id, 'Private');
    await t.run(member, PARTICIPANT, { chatId: chat.id, mutationType: 'DELETE' });
    for (const [viewer, code] of [...outsiders(), [member, 'FORBIDDEN'] as const]) {
      expect(errorCodes(await t.run(viewer, MARK, { messageId: message.id }))).toEqual([code]);
      expect(errorCodes(await t.run(viewer, READERS, { messageId: message.id }))).toEqual([code]);
    }
    expect(await t.count('chat_read_status', 'chat_id = ? and user_id <> ?', [chat.id, admin.userId])).toBe(0);
    expect(errorCodes(await t.run(admin, MARK, { messageId: randomUUID() }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await t.run(anonymousViewer, SETTINGS, { on: false }))).toEqual(['UNAUTHENTICATED']);
  });

  it('keeps the furthest position when marks race', async () => {
    const [sender, reader] = [person(), person()];
    const chat = await startGroup(t, sender, { participantIds: [reader.userId] });
    const messages = [];
    for (let i = 0; i < 8; i += 1) messages.push(await send(t, sender, chat.id, `m${i}`));
    await Promise.all([...messages, ...messages].reverse().map((m) => t.run(reader, MARK, { messageId: m.id })));
    expect(await t.sql('select last_read_message_id from chat_read_status where chat_id = ? and user_id = ?', [chat.id, reader.userId]))
      .toEqual([{ last_read_message_id: messages.at(-1)!.id }]);
    expect(await total(reader)).toBe(0);
  });
});
