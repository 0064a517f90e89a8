import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, publishTestEvent, startTestService, waitFor, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadChatConfig, type ChatConfig } from '../config.ts';
import { chatService } from '../service.ts';
import { person, startChat, startGroup } from '../chats/chats.testing.ts';
import { liveClient, subscribe } from '../live/live.testing.ts';
import { MESSAGES, send } from './messages.testing.ts';

// Reporting a message to community's moderators, and their review removing it.
let t: TestService<ChatConfig>;
beforeAll(async () => {
  t = await startTestService(chatService, loadChatConfig);
});
afterAll(async () => t?.stop());

const REPORT = graphql(`
  mutation ReportMessage($messageId: ID!, $chatId: ID!, $reason: String!) {
    reportChatMessage(messageId: $messageId, chatId: $chatId, reason: $reason)
  }
`);

const DELETED = graphql(`subscription ModeratedAway($chatId: ID!) { chatMessageDeleted(chatId: $chatId) { id isDeleted deletionNotice } }`);

async function conversation() {
  const [author, reader] = [person(), person()];
  const chat = await startGroup(t, author, { participantIds: [reader.userId] });
  const message = await send(t, author, chat.id, 'Buy my book at a discount');
  return { author, reader, chat, message };
}

/** Community's review of the report of `messageId`, as its relay publishes it. */
async function review(messageId: string, authorId: string, actionTaken: 'DISMISS' | 'HIDE' | 'REMOVE', reviewedById: string) {
  const stats = t.service.consumerStats!;
  const handled = stats.handled;
  await publishTestEvent(t.bus, {
    type: 'community.report.reviewed', version: 2, aggregateId: messageId,
    payload: {
      reportId: crypto.randomUUID(), contentType: 'CHAT_MESSAGE', contentId: messageId, contentAuthorId: authorId,
      reporterId: crypto.randomUUID(), groupId: null, status: actionTaken === 'DISMISS' ? 'DISMISSED' : 'RESOLVED',
      actionTaken, moderationStatus: null, reviewedById,
    },
  });
  await waitFor(async () => stats.handled > handled, 10_000, 'the review to be handled');
}

describe('reportChatMessage', () => {
  it('records chat.message.reported for community, once per reporter', async () => {
    const { author, reader, chat, message } = await conversation();
    const reason = '  Selling in the prayer chat  ';
    expect(dataOf(await t.run(reader, REPORT, { messageId: message.id, chatId: chat.id, reason })).reportChatMessage).toBe(true);
    expect(await t.outbox({ aggregateId: chat.id, type: 'chat.message.reported' })).toEqual([{
      type: 'chat.message.reported', aggregateId: chat.id, actorId: reader.userId,
      payload: {
        messageId: message.id, chatId: chat.id, groupId: null, reporterId: reader.userId, authorId: author.userId,
        body: 'Buy my book at a discount', reason: 'Selling in the prayer chat',
      },
    }]);
    expect(errorCodes(await t.run(reader, REPORT, { messageId: message.id, chatId: chat.id, reason: 'Again' }))).toEqual(['CONFLICT']);
    expect(await t.count('outbox_event', "type = 'chat.message.reported' and aggregate_id = ?", [chat.id])).toBe(1);
  });

  it('records one report when the same person reports at the same moment', async () => {
    const { reader, chat, message } = await conversation();
    const results = await Promise.all(Array.from({ length: 5 }, () => t.run(reader, REPORT, { messageId: message.id, chatId: chat.id, reason: 'Spam' })));
    expect(results.flatMap((result) => errorCodes(result)).sort()).toEqual(['CONFLICT', 'CONFLICT', 'CONFLICT', 'CONFLICT']);
    expect(await t.count('chat_message_report', 'message_id = ?', [message.id])).toBe(1);
  });

  it('names the group of a group’s chat', async () => {
    const groupId = crypto.randomUUID();
    const [admin, member] = [person(), person()];
    await t.sql('insert into chat_room_member (room_kind, room_id, user_id) values (?, ?, ?)', ['GROUP', groupId, member.userId]);
    const chat = await startChat(t, admin, { type: 'GROUP_CHAT', name: 'Choir', groupId });
    const message = await send(t, admin, chat.id, 'Rehearsal moved');
    dataOf(await t.run(member, REPORT, { messageId: message.id, chatId: chat.id, reason: 'Rude' }));
    const [event] = await t.outbox({ aggregateId: chat.id, type: 'chat.message.reported' });
    expect(event!.payload).toMatchObject({ groupId, authorId: admin.userId, reporterId: member.userId });
  });

  it('refuses one’s own message, a deleted one, a wrong chat, bad reasons, outsiders and anonymous, recording nothing', async () => {
    const { author, reader, chat, message } = await conversation();
    const other = await startGroup(t, reader);
    const report = (viewer: typeof reader | typeof anonymousViewer, variables: { messageId?: string; chatId?: string; reason?: string }) =>
      t.run(viewer, REPORT, { messageId: message.id, chatId: chat.id, reason: 'Spam', ...variables });
    expect(errorCodes(await report(author, {}))).toEqual(['FORBIDDEN']);
    expect(fieldErrors(await report(reader, { reason: '   ' }))).toEqual({ reason: 'required' });
    expect(fieldErrors(await report(reader, { reason: 'x'.repeat(1001) }))).toEqual({ reason: 'must be at most 1000 characters' });
    expect(errorCodes(await report(reader, { chatId: other.id }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await report(reader, { messageId: crypto.randomUUID() }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await report(person(), {}))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await report(person([PlatformRole.ADMIN]), {}))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await report(anonymousViewer, {}))).toEqual(['UNAUTHENTICATED']);
    const gone = await send(t, author, chat.id, 'Oops');
    await t.sql('update chat_message set is_deleted = true, deleted_by_id = sender_id, content = null where id = ?', [gone.id]);
    expect(fieldErrors(await report(reader, { messageId: gone.id }))).toEqual({ messageId: 'this message was deleted' });
    expect(await t.count('chat_message_report', 'message_id in (?, ?)', [message.id, gone.id])).toBe(0);
    expect(await t.count('outbox_event', "type = 'chat.message.reported' and aggregate_id = ?", [chat.id])).toBe(0);
  });
});

describe('community’s review of a reported message', () => {
  it('removes it as removed by a moderator on HIDE or REMOVE, live, and once', async () => {
    const { author, reader, chat, message } = await conversation();
    const moderator = crypto.randomUUID();
    const client = liveClient(t, reader);
    const deleted = await subscribe(t, client, DELETED, { chatId: chat.id });
    await review(message.id, author.userId, 'REMOVE', moderator);
    const [seen] = dataOf(await t.run(author, MESSAGES, { chatId: chat.id })).chatMessages.results;
    expect(seen).toMatchObject({ id: message.id, content: null, isDeleted: true, deletedById: moderator, deletionNotice: 'removed by a moderator' });
    await waitFor(async () => deleted.events.length === 1, 5_000, 'the deletion to be heard');
    expect(deleted.events).toEqual([{ chatMessageDeleted: { id: message.id, isDeleted: true, deletionNotice: 'removed by a moderator' } }]);
    expect(await t.outbox({ aggregateId: chat.id, type: 'chat.message.deleted' })).toEqual([expect.objectContaining({
      payload: { messageId: message.id, chatId: chat.id, senderId: author.userId, deletedById: moderator },
    })]);
    // Hidden by a second review too: already gone, nothing more.
    await review(message.id, author.userId, 'HIDE', crypto.randomUUID());
    expect(await t.count('outbox_event', "type = 'chat.message.deleted' and aggregate_id = ?", [chat.id])).toBe(1);
    deleted.stop();
    await client.dispose();
  });

  it('leaves it on DISMISS', async () => {
    const { author, chat, message } = await conversation();
    await review(message.id, author.userId, 'DISMISS', crypto.randomUUID());
    const [seen] = dataOf(await t.run(author, MESSAGES, { chatId: chat.id })).chatMessages.results;
    expect(seen).toMatchObject({ id: message.id, isDeleted: false, content: 'Buy my book at a discount' });
  });
});
