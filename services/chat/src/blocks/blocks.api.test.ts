import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dataOf, errorCodes, publishTestEvent, startTestService, waitFor, type TestService } from '@koinonia/kit/testing';
import { loadChatConfig, type ChatConfig } from '../config.ts';
import { chatService } from '../service.ts';
import { person, SAVE_CHAT, startGroup } from '../chats/chats.testing.ts';
import { MESSAGE } from '../messages/messages.testing.ts';
import { PARTICIPANT } from '../participants/participants.testing.ts';

// Identity's block events, as its relay publishes them, kept in chat's read model.
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

describe('blocks', () => {
  it('opens no direct chat, new or existing, between two people when either blocked the other', async () => {
    const [ruth, naomi, orpah] = [person(), person(), person()];
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

  it('adds no one to a chat who blocked, or was blocked by, the person adding', async () => {
    const [admin, blocked] = [person(), person()];
    const chat = await startGroup(t, admin);
    await deliver('identity.profile.blocked', blocked.userId, admin.userId);
    const result = await t.run(admin, PARTICIPANT, { chatId: chat.id, userId: blocked.userId, mutationType: 'ADD' });
    expect(errorCodes(result)).toEqual(['FORBIDDEN']);
    expect(await t.count('chat_participant', 'chat_id = ?', [chat.id])).toBe(2);
  });

  it('applies a redelivered event once', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const id = randomUUID();
    await deliver('identity.profile.blocked', a, b, id);
    await deliver('identity.profile.unblocked', a, b);
    await deliver('identity.profile.blocked', a, b, id);
    expect(await t.count('user_block', 'blocker_id = ?', [a])).toBe(0);
  });
});
