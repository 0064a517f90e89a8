import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'graphql-ws';
import { anonymousViewer, PlatformRole, type Viewer } from '@koinonia/kit';
import { dataOf, startTestService, waitFor, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadChatConfig, type ChatConfig } from '../config.ts';
import { chatService } from '../service.ts';
import { person, SAVE_CHAT, startGroup } from '../chats/chats.testing.ts';
import { DELETE_MESSAGE, MESSAGE, send } from '../messages/messages.testing.ts';
import { addTo, PARTICIPANT } from '../participants/participants.testing.ts';
import { chatLive } from './chat-live.ts';
import { liveClient, subscribe } from './live.testing.ts';

// The 9 subscriptions over graphql-ws on the service's /graphql, as the gateway connects to it.
let t: TestService<ChatConfig>;
const clients: Client[] = [];
beforeAll(async () => {
  t = await startTestService(chatService, loadChatConfig);
});
afterAll(async () => {
  for (const client of clients) void client.dispose();
  await t?.stop();
});

const clientOf = (viewer: Viewer | null) => {
  const client = liveClient(t, viewer);
  clients.push(client);
  return client;
};

const NEW_MESSAGE = graphql(`
  subscription NewMessage($chatId: ID!) { newChatMessage(chatId: $chatId) { id content sender { id } attachments { id } } }
`);
const UPDATED = graphql(`subscription MessageUpdated($chatId: ID!) { chatMessageUpdated(chatId: $chatId) { id content isEdited isPinned } }`);
const DELETED = graphql(`subscription MessageDeleted($chatId: ID!) { chatMessageDeleted(chatId: $chatId) { id content deletionNotice } }`);
const CHAT_UPDATED = graphql(`subscription ChatUpdated($chatId: ID!) { chatUpdated(chatId: $chatId) { id name } }`);
const JOINED = graphql(`subscription Joined($chatId: ID!) { chatParticipantJoined(chatId: $chatId) { userId isActive } }`);
const LEFT = graphql(`subscription Left($chatId: ID!) { chatParticipantLeft(chatId: $chatId) { userId isActive } }`);
const REACTED = graphql(`subscription Reacted($chatId: ID!) { newMessageReaction(chatId: $chatId) { messageId userId emoji } }`);
const UNREACTED = graphql(`subscription Unreacted($chatId: ID!) { messageReactionRemoved(chatId: $chatId) { messageId emoji } }`);
const READ = graphql(`subscription Read($chatId: ID!) { messageReadStatusUpdated(chatId: $chatId) { userId lastReadMessageId } }`);

const REACT = graphql(`mutation LiveReact($messageId: ID!, $chatId: ID!, $emoji: String!) { reactToMessage(messageId: $messageId, chatId: $chatId, emoji: $emoji) { id } }`);
const UNREACT = graphql(`mutation LiveUnreact($messageId: ID!, $emoji: String!) { removeReaction(messageId: $messageId, emoji: $emoji) { id } }`);
const MARK = graphql(`mutation LiveMark($messageId: ID!) { markMessageAsRead(messageId: $messageId) { chatId } }`);
const RECEIPTS = graphql(`mutation LiveReceipts($on: Boolean!) { updateChatSettings(readReceipts: $on) { readReceipts } }`);

describe('subscriptions', () => {
  it('deliver each of the 9 kinds of change to a participant', async () => {
    const [admin, member, reader, newcomer] = [person(), person(), person(), person()];
    const chat = await startGroup(t, admin, { participantIds: [member.userId, reader.userId] });
    const client = clientOf(member);
    const variables = { chatId: chat.id };
    // One after the other: `subscribe` resolves once the service counts one more subscriber, so nine
    // at once could resolve on the first and miss an event published before the others listen.
    const sent = await subscribe(t, client, NEW_MESSAGE, variables);
    const updated = await subscribe(t, client, UPDATED, variables);
    const deleted = await subscribe(t, client, DELETED, variables);
    const chatUpdated = await subscribe(t, client, CHAT_UPDATED, variables);
    const joined = await subscribe(t, client, JOINED, variables);
    const left = await subscribe(t, client, LEFT, variables);
    const reacted = await subscribe(t, client, REACTED, variables);
    const unreacted = await subscribe(t, client, UNREACTED, variables);
    const read = await subscribe(t, client, READ, variables);
    const message = await send(t, admin, chat.id, 'Live!');
    dataOf(await t.run(admin, MESSAGE, { id: message.id, content: 'Live, edited', mutationType: 'EDIT' }));
    dataOf(await t.run(admin, REACT, { messageId: message.id, chatId: chat.id, emoji: '🔥' }));
    dataOf(await t.run(admin, UNREACT, { messageId: message.id, emoji: '🔥' }));
    dataOf(await t.run(reader, MARK, { messageId: message.id }));
    dataOf(await t.run(admin, SAVE_CHAT, { mutationType: 'EDIT', id: chat.id, name: 'Deacons' }));
    await addTo(t, admin, chat.id, newcomer.userId);
    dataOf(await t.run(newcomer, PARTICIPANT, { chatId: chat.id, mutationType: 'DELETE' }));
    dataOf(await t.run(admin, DELETE_MESSAGE, { messageId: message.id }));
    // Each subscription has its own channel: on a busy machine (and through Redis) their events
    // arrive in any order, so wait for every one of them.
    const all = [sent, updated, deleted, chatUpdated, joined, left, reacted, unreacted, read];
    await waitFor(async () => all.every((subscription) => subscription.events.length > 0), 15_000, 'an event on each subscription');
    expect(sent.events).toEqual([{ newChatMessage: { id: message.id, content: 'Live!', sender: { id: admin.userId }, attachments: [] } }]);
    expect(updated.events).toEqual([{ chatMessageUpdated: { id: message.id, content: 'Live, edited', isEdited: true, isPinned: false } }]);
    expect(reacted.events).toEqual([{ newMessageReaction: { messageId: message.id, userId: admin.userId, emoji: '🔥' } }]);
    expect(unreacted.events).toEqual([{ messageReactionRemoved: { messageId: message.id, emoji: '🔥' } }]);
    expect(read.events).toEqual([{ messageReadStatusUpdated: { userId: reader.userId, lastReadMessageId: message.id } }]);
    expect(chatUpdated.events).toEqual([{ chatUpdated: { id: chat.id, name: 'Deacons' } }]);
    expect(joined.events).toEqual([{ chatParticipantJoined: { userId: newcomer.userId, isActive: true } }]);
    expect(left.events).toEqual([{ chatParticipantLeft: { userId: newcomer.userId, isActive: false } }]);
    expect(deleted.events).toEqual([{ chatMessageDeleted: { id: message.id, content: null, deletionNotice: 'deleted by its sender' } }]);
    expect(all.flatMap((subscription) => subscription.errors)).toEqual([]);
  });

  it('refuse, at subscribe, people who are not participants, and anonymous people', async () => {
    const admin = person();
    const chat = await startGroup(t, admin);
    for (const [viewer, code] of [[person(), 'FORBIDDEN'], [person([PlatformRole.ADMIN]), 'FORBIDDEN'], [anonymousViewer, 'UNAUTHENTICATED']] as const) {
      const refused = await subscribe(t, clientOf(viewer), NEW_MESSAGE, { chatId: chat.id }, { expectListening: false });
      await refused.completed;
      expect(refused.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code }) })]);
    }
    const missing = await subscribe(t, clientOf(admin), NEW_MESSAGE, { chatId: randomUUID() }, { expectListening: false });
    await missing.completed;
    expect(missing.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'NOT_FOUND' }) })]);
  });

  it('refuse a socket that does not carry the gateway’s signed viewer', async () => {
    const admin = person();
    const chat = await startGroup(t, admin);
    const refused = await subscribe(t, clientOf(null), NEW_MESSAGE, { chatId: chat.id }, { expectListening: false });
    await refused.completed;
    expect(refused.errors).toEqual([expect.objectContaining({ code: 4403 })]);
  });

  it('end when the subscriber leaves the chat, after telling them, and hear nothing more', async () => {
    const [admin, member] = [person(), person()];
    const chat = await startGroup(t, admin, { participantIds: [member.userId] });
    const client = clientOf(member);
    const messages = await subscribe(t, client, NEW_MESSAGE, { chatId: chat.id });
    const left = await subscribe(t, client, LEFT, { chatId: chat.id });
    await send(t, admin, chat.id, 'before');
    await waitFor(async () => messages.events.length === 1, 5_000, 'the first message');
    await t.run(admin, PARTICIPANT, { chatId: chat.id, userId: member.userId, mutationType: 'DELETE' });
    await Promise.all([messages.completed, left.completed]);
    await send(t, admin, chat.id, 'after');
    expect(left.events).toEqual([{ chatParticipantLeft: { userId: member.userId, isActive: false } }]);
    expect(messages.events).toHaveLength(1);
  });

  it('tell notify who had the chat open when a message was sent', async () => {
    const [admin, member, away] = [person(), person(), person()];
    const chat = await startGroup(t, admin, { participantIds: [member.userId, away.userId] });
    const open = await subscribe(t, clientOf(member), NEW_MESSAGE, { chatId: chat.id });
    await send(t, admin, chat.id, 'Seen live');
    open.stop();
    await waitFor(async () => (await chatLive(t.service.config).viewing(chat.id)).length === 0, 5_000, 'the chat to be closed');
    await send(t, admin, chat.id, 'Seen later');
    const events = await t.outbox({ aggregateId: chat.id, type: 'chat.message.sent' });
    expect(events.map((e) => e.payload['viewingUserIds'])).toEqual([[member.userId], []]);
  });

  it('tell read receipts only between people who send them', async () => {
    const [sender, reader, shy] = [person(), person(), person()];
    const chat = await startGroup(t, sender, { participantIds: [reader.userId, shy.userId] });
    await t.run(shy, RECEIPTS, { on: false });
    const toSender = await subscribe(t, clientOf(sender), READ, { chatId: chat.id });
    const toShy = await subscribe(t, clientOf(shy), READ, { chatId: chat.id });
    const message = await send(t, sender, chat.id, 'Seen?');
    await t.run(shy, MARK, { messageId: message.id });
    await t.run(reader, MARK, { messageId: message.id });
    await waitFor(async () => toSender.events.length > 0, 5_000, 'the reader’s receipt');
    expect(toSender.events).toEqual([{ messageReadStatusUpdated: { userId: reader.userId, lastReadMessageId: message.id } }]);
    expect(toShy.events).toEqual([]);
  });
});
