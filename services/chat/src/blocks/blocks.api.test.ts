import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dataOf, errorCodes, publishTestEvent, startTestService, waitFor, type TestService } from '@koinonia/kit/testing';
import { loadChatConfig, type ChatConfig } from '../config.ts';
import { chatService } from '../service.ts';
import { member, SAVE_CHAT, startGroup } from '../chats/chats.testing.ts';
import { MESSAGE, send } from '../messages/messages.testing.ts';
import { addTo, PARTICIPANT } from '../participants/participants.testing.ts';

// Identity's block events, as its relay publishes them, kept in kit's read model (member_block):
// blocked people are not put in a chat together, and a chat they share mentions and tells neither of the other.
let t: TestService<ChatConfig>;
beforeAll(async () => {
  t = await startTestService(chatService, loadChatConfig);
});
afterAll(async () => t?.stop());

/** Publishes identity's event and waits until chat's consumer handled it (or found it a duplicate). */
async function deliver(type: 'identity.profile.blocked' | 'identity.profile.unblocked', blockerId: string, blockedUserId: string, id?: string) {
  const stats = t.service.consumerStats!;
  const [handled, duplicates] = [stats.handled, stats.duplicates];
  await publishTestEvent(t.bus, {
    type, version: 1, aggregateId: blockerId, payload: { blockerId, blockedUserId, blockedProfileId: randomUUID() }, ...(id ? { id } : {}),
  });
  await waitFor(async () => stats.handled > handled || stats.duplicates > duplicates, 10_000, `${type} to be handled`);
}

const mention = (userId: string) => `@[Someone](${userId})`;

describe('blocks', () => {
  it('opens no direct chat, new or existing, between two people when either blocked the other', async () => {
    const [ruth, naomi, orpah] = [await member(t), await member(t), await member(t)];
    const existing = dataOf(await t.run(ruth, SAVE_CHAT, { mutationType: 'ADD', type: 'DIRECT', participantIds: [orpah.userId] })).chat!;
    await deliver('identity.profile.blocked', ruth.userId, naomi.userId);
    await deliver('identity.profile.blocked', orpah.userId, ruth.userId);
    for (const [viewer, other] of [[ruth, naomi], [naomi, ruth], [ruth, orpah], [orpah, ruth]] as const) {
      const result = await t.run(viewer, SAVE_CHAT, { mutationType: 'ADD', type: 'DIRECT', participantIds: [other.userId] });
      expect(errorCodes(result)).toEqual(['FORBIDDEN']);
    }
    expect(await t.count('chat', "type = 'DIRECT'")).toBe(1);
    // Nor a message in the direct chat they had.
    const message = await t.run(ruth, MESSAGE, { chatId: existing.id, content: 'Still there?', mutationType: 'ADD' });
    expect(errorCodes(message)).toEqual(['FORBIDDEN']);
    expect(await t.count('chat_message', 'chat_id = ?', [existing.id])).toBe(0);
    await deliver('identity.profile.unblocked', orpah.userId, ruth.userId);
    const reopened = dataOf(await t.run(orpah, SAVE_CHAT, { mutationType: 'ADD', type: 'DIRECT', participantIds: [ruth.userId] })).chat!;
    expect(reopened.id).toBe(existing.id);
  });

  it('starts no group chat with someone who blocked the starter, or whom the starter blocked', async () => {
    const [blocker, blocked, friend] = [await member(t), await member(t), await member(t)];
    await deliver('identity.profile.blocked', blocker.userId, blocked.userId);
    for (const [viewer, other] of [[blocked, blocker], [blocker, blocked]] as const) {
      const result = await t.run(viewer, SAVE_CHAT, {
        mutationType: 'ADD', type: 'USER_GROUP', name: 'Around the blocker', participantIds: [friend.userId, other.userId],
      });
      expect(errorCodes(result)).toEqual(['FORBIDDEN']);
    }
    expect(await t.count('chat', 'creator_id in (?, ?)', [blocker.userId, blocked.userId])).toBe(0);
    expect(await t.count('outbox_event', `type = 'chat.chat.created' and actor_id in (?, ?)`, [blocker.userId, blocked.userId])).toBe(0);
  });

  it('adds no one to a chat who blocked, or was blocked by, the person adding', async () => {
    const [admin, blocker, blockedByAdmin] = [await member(t), await member(t), await member(t)];
    const chat = await startGroup(t, admin);
    await deliver('identity.profile.blocked', blocker.userId, admin.userId);
    await deliver('identity.profile.blocked', admin.userId, blockedByAdmin.userId);
    for (const other of [blocker, blockedByAdmin]) {
      const result = await t.run(admin, PARTICIPANT, { chatId: chat.id, userId: other.userId, mutationType: 'ADD' });
      expect(errorCodes(result)).toEqual(['FORBIDDEN']);
    }
    expect(await t.count('chat_participant', 'chat_id = ?', [chat.id])).toBe(2);
  });

  it('in a chat the pair shares with others, the message goes to the room but mentions and tells neither of the other', async () => {
    const [admin, blocker, blocked] = [await member(t), await member(t), await member(t)];
    const chat = await startGroup(t, admin);
    await addTo(t, admin, chat.id, blocker.userId);
    await addTo(t, admin, chat.id, blocked.userId);
    await deliver('identity.profile.blocked', blocker.userId, blocked.userId);

    const sent = await send(t, blocked, chat.id, `Hello ${mention(blocker.userId)} and ${mention(admin.userId)}`);
    expect(sent.mentionedUserIds).toEqual([admin.userId]);
    const sentBy = async (userId: string) =>
      (await t.outbox({ aggregateId: chat.id, type: 'chat.message.sent' })).filter((e) => e.actorId === userId);
    const [event] = await sentBy(blocked.userId);
    expect(event!.payload).toMatchObject({ mentionedUserIds: [admin.userId] });
    expect(event!.payload['recipientIds']).not.toContain(blocker.userId);
    expect(event!.payload['recipientIds']).toContain(admin.userId);

    // Nor the other way round, nor when an edit adds the mention.
    const reply = await send(t, blocker, chat.id, 'Hello everyone');
    const edited = dataOf(await t.run(blocker, MESSAGE, { id: reply.id, content: `Hello ${mention(blocked.userId)}`, mutationType: 'EDIT' })).chatMessage!;
    expect(edited.mentionedUserIds).toEqual([]);
    expect(await t.count('outbox_event', `type = 'chat.message.mentioned' and actor_id = ?`, [blocker.userId])).toBe(0);
    const [replyEvent] = await sentBy(blocker.userId);
    expect(replyEvent!.payload['recipientIds']).toContain(admin.userId);
    expect(replyEvent!.payload['recipientIds']).not.toContain(blocked.userId);
  });

  it('applies a redelivered event once', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const id = randomUUID();
    await deliver('identity.profile.blocked', a, b, id);
    await deliver('identity.profile.unblocked', a, b);
    await deliver('identity.profile.blocked', a, b, id);
    expect(await t.count('member_block', 'blocker_id = ?', [a])).toBe(0);
  });
});
