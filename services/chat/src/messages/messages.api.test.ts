import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadChatConfig, type ChatConfig } from '../config.ts';
import { chatService } from '../service.ts';
import { person, startGroup } from '../chats/chats.testing.ts';
import { grant, PARTICIPANT } from '../participants/participants.testing.ts';
import { DELETE_MESSAGE, MESSAGE, MESSAGES, send } from './messages.testing.ts';

// Messages through GraphQL: sending, reading, editing, pinning and deleting, as everyone a chat has and has not.
let t: TestService<ChatConfig>;
beforeAll(async () => {
  t = await startTestService(chatService, loadChatConfig);
});
afterAll(async () => t?.stop());

/** A chat of `admin` with `member`, `pinner` (may pin) and `remover` (may delete messages). */
async function room() {
  const [admin, member, pinner, remover] = [person(), person(), person(), person()];
  const chat = await startGroup(t, admin, { participantIds: [member.userId, pinner.userId, remover.userId] });
  await grant(t, admin, chat.id, pinner.userId, { canPinMessages: true });
  await grant(t, admin, chat.id, remover.userId, { canDeleteMessages: true });
  return { admin, member, pinner, remover, chat };
}

const outsiders = () => [[person(), 'FORBIDDEN'], [person([PlatformRole.ADMIN]), 'FORBIDDEN'], [anonymousViewer, 'UNAUTHENTICATED']] as const;

describe('sending and reading', () => {
  it('sends a message with its mentions of people in the chat, and records chat.message.sent for the others', async () => {
    const { admin, member, pinner, remover, chat } = await room();
    const stranger = randomUUID();
    const content = `  Welcome @[Ruth](${member.userId}) and @[Ruth](${member.userId}), @[Boaz](${stranger}) @[Me](${admin.userId})  `;
    const message = await send(t, admin, chat.id, content);
    expect(message).toMatchObject({
      chatId: chat.id, senderId: admin.userId, sender: { id: admin.userId }, content: content.trim(), isEdited: false,
      isPinned: false, isDeleted: false, deletedById: null, deletionNotice: null, mentionedUserIds: [member.userId], attachments: [],
    });
    const [event] = await t.outbox({ aggregateId: chat.id, type: 'chat.message.sent' });
    expect(event).toEqual({
      type: 'chat.message.sent', aggregateId: chat.id, actorId: admin.userId,
      payload: {
        messageId: message.id, chatId: chat.id, chatType: 'USER_GROUP', chatName: 'Elders', groupId: null, eventId: null,
        senderId: admin.userId, recipientIds: expect.arrayContaining([member.userId, pinner.userId, remover.userId]),
        mentionedUserIds: [member.userId], viewingUserIds: [], attachmentCount: 0,
      },
    });
    expect((event!.payload['recipientIds'] as string[])).toHaveLength(3);
  });

  it('pages a chat’s messages newest first', async () => {
    const { admin, member, chat } = await room();
    for (let i = 0; i < 23; i += 1) await send(t, i % 2 ? admin : member, chat.id, `message ${i}`);
    const first = dataOf(await t.run(member, MESSAGES, { chatId: chat.id })).chatMessages;
    expect(first.results).toHaveLength(20);
    expect(first.results[0]!.content).toBe('message 22');
    expect(first.hasNextPage).toBe(true);
    const rest = dataOf(await t.run(member, MESSAGES, { chatId: chat.id, cursor: first.cursor })).chatMessages;
    expect(rest.results.map((m) => m.content)).toEqual(['message 2', 'message 1', 'message 0']);
    expect(rest).toMatchObject({ hasNextPage: false, cursor: null });
  });

  it('keeps every message when many are sent at once', async () => {
    const { admin, member, chat } = await room();
    await Promise.all(Array.from({ length: 20 }, (_, i) => send(t, i % 2 ? admin : member, chat.id, `burst ${i}`)));
    expect(await t.count('chat_message', 'chat_id = ?', [chat.id])).toBe(20);
    expect(await t.outbox({ aggregateId: chat.id, type: 'chat.message.sent' })).toHaveLength(20);
  });

  it('lets no one outside the chat, or who left it, send or read, and stores nothing', async () => {
    const { admin, member, chat } = await room();
    await send(t, admin, chat.id, 'For the elders only');
    await t.run(member, PARTICIPANT, { chatId: chat.id, mutationType: 'DELETE' });
    for (const [viewer, code] of [...outsiders(), [member, 'FORBIDDEN'] as const]) {
      expect(errorCodes(await t.run(viewer, MESSAGE, { chatId: chat.id, content: 'hello', mutationType: 'ADD' }))).toEqual([code]);
      expect(errorCodes(await t.run(viewer, MESSAGES, { chatId: chat.id }))).toEqual([code]);
    }
    expect(await t.count('chat_message', 'chat_id = ?', [chat.id])).toBe(1);
    expect(errorCodes(await t.run(admin, MESSAGES, { chatId: randomUUID() }))).toEqual(['NOT_FOUND']);
  });

  it.each([
    ['blank text', { content: '   ' }, { content: 'required' }],
    ['5,001 characters', { content: 'x'.repeat(5001) }, { content: 'must be at most 5,000 characters' }],
    ['11 files', { content: 'hi', attachments: Array.from({ length: 11 }, () => ({ uploadId: randomUUID() })) }, { attachments: 'at most 10 files' }],
    ['an id', { content: 'hi', id: randomUUID() }, { id: 'is only for EDIT and DELETE' }],
    ['a malformed chat id', { content: 'hi', chatId: 'nope' }, { chatId: 'is not a valid id' }],
  ])('refuses %s with the message and stores nothing', async (_, variables, fields) => {
    const { admin, chat } = await room();
    const result = await t.run(admin, MESSAGE, { chatId: chat.id, mutationType: 'ADD', ...variables });
    expect(fieldErrors(result)).toEqual(fields);
    expect(await t.count('chat_message', 'chat_id = ?', [chat.id])).toBe(0);
  });
});

describe('editing and pinning', () => {
  it('lets the sender change the text (isEdited, mentions again) and no one else', async () => {
    const { admin, member, pinner, chat } = await room();
    const message = await send(t, member, chat.id, 'Meet at 6');
    const edited = dataOf(await t.run(member, MESSAGE, { id: message.id, content: `Meet at 7 @[A](${admin.userId})`, mutationType: 'EDIT' })).chatMessage!;
    expect(edited).toMatchObject({ content: `Meet at 7 @[A](${admin.userId})`, isEdited: true, mentionedUserIds: [admin.userId] });
    expect((await t.outbox({ aggregateId: chat.id, type: 'chat.message.mentioned' })).map((e) => e.payload)).toEqual([{
      messageId: message.id, chatId: chat.id, chatType: 'USER_GROUP', chatName: 'Elders', senderId: member.userId, mentionedUserIds: [admin.userId],
    }]);
    for (const [viewer, code] of [[admin, 'FORBIDDEN'], [pinner, 'FORBIDDEN'], ...outsiders()] as const) {
      expect(errorCodes(await t.run(viewer, MESSAGE, { id: message.id, content: 'Taken over', mutationType: 'EDIT' }))).toEqual([code]);
    }
    expect(fieldErrors(await t.run(member, MESSAGE, { id: message.id, content: ' ', mutationType: 'EDIT' }))).toEqual({ content: 'required' });
    expect(errorCodes(await t.run(member, MESSAGE, { id: randomUUID(), content: 'x', mutationType: 'EDIT' }))).toEqual(['NOT_FOUND']);
    const [row] = await t.sql<{ content: string }>('select content from chat_message where id = ?', [message.id]);
    expect(row!.content).toBe(`Meet at 7 @[A](${admin.userId})`);
  });

  it('lets admins and moderators who pin, and only them, pin and unpin', async () => {
    const { admin, member, pinner, remover, chat } = await room();
    const message = await send(t, member, chat.id, 'Rota for December');
    for (const [viewer, code] of [[member, 'FORBIDDEN'], [remover, 'FORBIDDEN'], ...outsiders()] as const) {
      expect(errorCodes(await t.run(viewer, MESSAGE, { id: message.id, isPinned: true, mutationType: 'EDIT' }))).toEqual([code]);
    }
    expect(errorCodes(await t.run(member, MESSAGE, { chatId: chat.id, content: 'x', isPinned: true, mutationType: 'ADD' }))).toEqual(['FORBIDDEN']);
    const pinned = dataOf(await t.run(pinner, MESSAGE, { id: message.id, isPinned: true, mutationType: 'EDIT' })).chatMessage!;
    expect(pinned).toMatchObject({ isPinned: true, pinnedById: pinner.userId, isEdited: false });
    const announced = dataOf(await t.run(admin, MESSAGE, { chatId: chat.id, content: 'Pinned at once', isPinned: true, mutationType: 'ADD' })).chatMessage!;
    await send(t, member, chat.id, 'not pinned');
    const page = dataOf(await t.run(member, MESSAGES, { chatId: chat.id, pinnedOnly: true })).chatMessages;
    expect(page.results.map((m) => m.id)).toEqual([announced.id, message.id]);
    const unpinned = dataOf(await t.run(admin, MESSAGE, { id: message.id, isPinned: false, mutationType: 'EDIT' })).chatMessage!;
    expect(unpinned).toMatchObject({ isPinned: false, pinnedById: null });
  });
});

describe('deleting', () => {
  it('lets the sender delete, leaving no content in any answer', async () => {
    const { member, admin, chat } = await room();
    const message = await send(t, member, chat.id, `Secret @[A](${admin.userId})`);
    const deleted = dataOf(await t.run(member, DELETE_MESSAGE, { messageId: message.id })).deleteMessage!;
    expect(deleted).toMatchObject({ isDeleted: true, deletedById: member.userId, content: null, deletionNotice: 'deleted by its sender', mentionedUserIds: [] });
    const [listed] = dataOf(await t.run(admin, MESSAGES, { chatId: chat.id })).chatMessages.results;
    expect(listed).toMatchObject({ id: message.id, content: null, isDeleted: true });
    expect(await t.sql('select content from chat_message where id = ?', [message.id])).toEqual([{ content: null }]);
    expect(fieldErrors(await t.run(member, MESSAGE, { id: message.id, content: 'Back', mutationType: 'EDIT' }))).toEqual({ id: 'this message was deleted' });
    // Deleting again changes nothing and records nothing more.
    dataOf(await t.run(member, MESSAGE, { id: message.id, mutationType: 'DELETE' }));
    expect((await t.outbox({ aggregateId: chat.id, type: 'chat.message.deleted' })).map((e) => e.payload)).toEqual([
      { messageId: message.id, chatId: chat.id, senderId: member.userId, deletedById: member.userId },
    ]);
  });

  it('lets admins and moderators who delete remove others’ messages, shown as removed by a moderator', async () => {
    const { admin, member, pinner, remover, chat } = await room();
    const [first, second] = [await send(t, member, chat.id, 'Spam'), await send(t, member, chat.id, 'More spam')];
    for (const [viewer, code] of [[pinner, 'FORBIDDEN'], ...outsiders()] as const) {
      expect(errorCodes(await t.run(viewer, DELETE_MESSAGE, { messageId: first.id }))).toEqual([code]);
    }
    expect(await t.count('chat_message', 'chat_id = ? and is_deleted', [chat.id])).toBe(0);
    const removed = dataOf(await t.run(remover, DELETE_MESSAGE, { messageId: first.id })).deleteMessage!;
    expect(removed).toMatchObject({ isDeleted: true, deletedById: remover.userId, deletionNotice: 'removed by a moderator', content: null });
    const byAdmin = dataOf(await t.run(admin, MESSAGE, { id: second.id, mutationType: 'DELETE' })).chatMessage!;
    expect(byAdmin).toMatchObject({ deletedById: admin.userId, deletionNotice: 'removed by a moderator' });
    expect(errorCodes(await t.run(admin, DELETE_MESSAGE, { messageId: randomUUID() }))).toEqual(['NOT_FOUND']);
  });
});

describe('a page of messages', () => {
  it('costs a fixed number of statements, whatever its size, with attachments and reactions', async () => {
    const WITH_CHILDREN = graphql(`
      query MessagesWithChildren($chatId: ID!) {
        chatMessages(chatId: $chatId) { results { id sender { id } attachments { id } reactions { emoji } } }
      }
    `);
    const REACT = graphql(`mutation PageReact($messageId: ID!, $chatId: ID!) { reactToMessage(messageId: $messageId, chatId: $chatId, emoji: "🙏") { id } }`);
    const [small, large] = [await room(), await room()];
    for (const [{ admin, member, chat }, count] of [[small, 2], [large, 20]] as const) {
      for (let i = 0; i < count; i += 1) {
        const message = await send(t, admin, chat.id, `m${i}`);
        await t.run(member, REACT, { messageId: message.id, chatId: chat.id });
      }
    }
    const page = dataOf(await t.run(large.member, WITH_CHILDREN, { chatId: large.chat.id })).chatMessages.results;
    expect(page).toHaveLength(20);
    expect(page.every((m) => m.reactions.length === 1)).toBe(true);
    const few = await t.statementsDuring(() => t.run(small.member, WITH_CHILDREN, { chatId: small.chat.id }));
    const many = await t.statementsDuring(() => t.run(large.member, WITH_CHILDREN, { chatId: large.chat.id }));
    expect(many.length).toBeLessThanOrEqual(5);
    expect(few).toHaveLength(many.length);
  });
});
